import NIOCore
import NIOEmbedded

/// swift-nio's `ChannelPipeline`: the closest peer to a chain of around advice.
enum NIOPipelineBenchmarks {
    static let group = "swift-nio 2.101.2"

    /// Passes every read on unchanged, as an around advice that only proceeds would.
    final class Forwarder: ChannelInboundHandler, Sendable {
        typealias InboundIn = Int
        typealias InboundOut = Int

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            context.fireChannelRead(data)
        }
    }

    /// The end of the pipeline: does the work the hook's body does.
    final class Sink: ChannelInboundHandler {
        typealias InboundIn = Int
        var total = 0

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            total &+= unwrapInboundIn(data)
        }
    }

    static func make() throws -> [Benchmark] {
        try [1, 4, 16].map { count in
            let channel = EmbeddedChannel()
            for _ in 0..<count { try channel.pipeline.syncOperations.addHandler(Forwarder()) }
            let sink = Sink()
            try channel.pipeline.syncOperations.addHandler(sink)
            return Benchmark(group: group, name: "NIO pipeline, \(count) handlers") {
                loop(channel.pipeline, sink, $0)
            }
        }
    }

    @inline(never)
    private static func loop(_ pipeline: ChannelPipeline, _ sink: Sink, _ n: Int) -> Int {
        for index in 0..<n { pipeline.fireChannelRead(index) }
        return sink.total
    }
}

// Driven on the embedded loop only.
extension NIOPipelineBenchmarks.Sink: @unchecked Sendable {}
