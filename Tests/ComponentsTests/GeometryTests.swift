import Components
import Testing

@Suite struct GeometryTests {
    @Test("a rectangle contains its top-left edges but not its bottom-right ones")
    func containment() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 109.9, y: 69.9)))
        #expect(!rect.contains(Point(x: 110, y: 40)))
        #expect(!rect.contains(Point(x: 50, y: 70)))
        #expect(!rect.contains(Point(x: .nan, y: 30)))
        #expect(rect.center == Point(x: 60, y: 45))
    }

    @Test("intersection, union, insets and offsets give the expected rectangles")
    func rectangleArithmetic() {
        let a = Rect(x: 0, y: 0, width: 100, height: 100)
        let b = Rect(x: 50, y: 50, width: 100, height: 100)
        #expect(a.intersection(b) == Rect(x: 50, y: 50, width: 50, height: 50))
        #expect(a.intersection(Rect(x: 200, y: 0, width: 10, height: 10)) == nil)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 150, height: 150))
        #expect(a.insetBy(dx: 10, dy: 20) == Rect(x: 10, y: 20, width: 80, height: 60))
        #expect(
            a.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 94, height: 96))
        #expect(a.offsetBy(dx: 5, dy: -5).origin == Point(x: 5, y: -5))
        #expect(Rect(x: 10, y: 10, width: -10, height: -10).standardized == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("a transform and its inverse cancel out, and concatenation applies left to right")
    func transforms() throws {
        let scaleThenMove = AffineTransform(scaleX: 2, y: 4).concatenating(AffineTransform(translationX: 10, y: 20))
        let point = Point(x: 1, y: 1)
        #expect(point.applying(scaleThenMove) == Point(x: 12, y: 24))
        let inverse = try #require(scaleThenMove.inverted())
        #expect(point.applying(scaleThenMove).applying(inverse) == point)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(Point(x: 10, y: 0).applying(AffineTransform(rotationAngle: .pi / 2)) == Point(x: 0, y: 10))
        #expect(AffineTransform.identity.translatedBy(x: 5, y: 0).scaledBy(x: 2, y: 2).isIdentity == false)
    }

    @Test("descriptions are short and drop needless decimals")
    func descriptions() {
        #expect(Point(x: 10, y: 2.5).description == "(10, 2.5)")
        #expect(Size(width: 100, height: 44).description == "100×44")
        #expect(Rect(x: 0, y: 0, width: 320, height: 480).description == "(0, 0, 320, 480)")
        #expect(EdgeInsets(all: 8).description == "{8, 8, 8, 8}")
        #expect(AffineTransform.identity.description == "identity")
        #expect(AffineTransform(scaleX: 2, y: 2).description == "[2 0 0 2 0 0]")
    }
}
