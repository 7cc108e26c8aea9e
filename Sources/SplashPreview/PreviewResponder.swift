import Foundation
import NIOCore
import NIOHTTP1

/// Last in each connection's pipeline: answers the one request the gate
/// let through (`PreviewRoutes`), with `Content-Length` and
/// `Connection: close`, then closes. An answer not ready within
/// `serverStallSeconds`, or left unread by the client for
/// `clientStallSeconds`, closes the connection.
final class PreviewResponder: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let routes: PreviewRoutes
    private var head: HTTPRequestHead?
    private var answering = false

    init(routes: PreviewRoutes) {
        self.routes = routes
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            head = request
        case .body:
            break
        case .end:
            guard let request = head, !answering else { return }
            answering = true
            answer(request, context)
        }
    }

    private func answer(_ request: HTTPRequestHead, _ context: ChannelHandlerContext) {
        let loop = context.eventLoop
        let routes = self.routes, target = request.uri, range = request.headers.first(name: "range")
        let promise = loop.makePromise(of: PreviewResponse.self)
        promise.completeWithTask { await routes.response(to: target, range: range) }
        let stall = loop.assumeIsolated().scheduleTask(in: .milliseconds(Int64(PreviewLimits.serverStallSeconds * 1000))) {
            context.close(promise: nil)
        }
        promise.futureResult.assumeIsolated().whenSuccess { response in
            stall.cancel()
            self.write(response, context)
        }
    }

    private func write(_ response: PreviewResponse, _ context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        var headers = HTTPHeaders(response.headers)
        headers.replaceOrAdd(name: "Content-Length", value: String(response.body.count))
        headers.replaceOrAdd(name: "Connection", value: "close")
        let status = HTTPResponseStatus(statusCode: response.status)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        if !response.body.isEmpty {
            let body = context.channel.allocator.buffer(bytes: response.body)
            context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        }
        let stall = context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(Int64(PreviewLimits.clientStallSeconds * 1000))) {
            context.close(promise: nil)
        }
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            stall.cancel()
            context.close(promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
