import Foundation
import NIOCore

/// The preview's front door, first in each connection's pipeline: it reads
/// the request head itself under `PreviewLimits` before NIO's HTTP decoder
/// sees a byte, answers a refusal itself (414, 431, 413, 400, 421, 405, 505,
/// 408, then closes), and otherwise passes on the head alone, with
/// `Connection: close` (`RequestHead.forwarded`); nothing after the head is
/// passed on (a GET has no body, and one request is served per connection).
///
/// The limits are here rather than in the decoder so that each is answered
/// with its own status as soon as it is crossed, before more is read: a
/// head is never longer than the limits in memory, a silent or dribbling
/// client is closed after `headSeconds`, and an announced body is refused
/// without waiting for it.
final class PreviewGate: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private enum State {
        case reading
        case passed
        case refused
    }

    private var state = State.reading
    private var reader = HeadReader()
    private var deadline: Scheduled<Void>?

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startClock(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startClock(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }

    /// From the connection to the end of its head: `headSeconds`.
    private func startClock(_ context: ChannelHandlerContext) {
        guard deadline == nil else { return }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(Int64(PreviewLimits.headSeconds * 1000))) {
            if self.state == .reading { self.refuse(.timeout, context) }
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard state == .reading else { return }  // after the head, or after a refusal: dropped
        let bytes = unwrapInboundIn(data)
        do {
            guard let head = try reader.append(bytes.readableBytesView) else { return }
            state = .passed
            deadline?.cancel()
            context.fireChannelRead(wrapInboundOut(context.channel.allocator.buffer(bytes: head.forwarded)))
        } catch {
            refuse(error, context)
        }
    }

    /// Answers the refusal, stops writing, drops what the client still sends
    /// for `lingerSeconds` at most (so that it reads the answer rather than
    /// a reset), then closes.
    private func refuse(_ refusal: HeadRefusal, _ context: ChannelHandlerContext) {
        state = .refused
        deadline?.cancel()
        let answer = context.channel.allocator.buffer(bytes: refusal.response)
        context.writeAndFlush(wrapOutboundOut(answer)).assumeIsolated().whenComplete { _ in
            context.close(mode: .output, promise: nil)
            context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(Int64(PreviewLimits.lingerSeconds * 1000))) {
                context.close(promise: nil)
            }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)  // a reset client: no one to answer
    }
}

/// Stands in for the pipeline of a connection over
/// `PreviewLimits.connections`: 503 with `Retry-After`, and closed at once.
final class BusyRefusal: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private var answered = false

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { answer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        answer(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    private func answer(_ context: ChannelHandlerContext) {
        guard !answered else { return }
        answered = true
        let answer = context.channel.allocator.buffer(bytes: HeadRefusal.busy.response)
        context.writeAndFlush(wrapOutboundOut(answer)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
