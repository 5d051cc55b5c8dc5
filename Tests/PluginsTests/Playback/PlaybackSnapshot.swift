import Components
import Plugins

/// Every component's observable state in a window, one line each, numbers rounded to the
/// hundredth a recorder keeps: what two apps must agree on after the same session.
@MainActor
enum PlaybackSnapshot {
    static func of(_ window: Window) -> [String] {
        window.viewsInTree.map { view in
            var line = view.summary
            if let value = ComponentProperties.value(nil, of: view) { line += " value=\(value)" }
            if let pad = view as? Sketchpad {
                line += " strokes=\(pad.strokes.map { $0.map { "\(rounded($0.x)),\(rounded($0.y))" } })"
            }
            return roundingNumbers(in: line)
        }
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    private static func roundingNumbers(in line: String) -> String {
        line.replacing(/-?\d+\.\d+/) { match in
            let value = Double(match.output) ?? 0
            let result = rounded(value)
            return result == result.rounded() ? String(Int(result)) : String(result)
        }
    }
}
