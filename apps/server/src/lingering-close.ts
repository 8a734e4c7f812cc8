import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a refused upload's connection stays open after its answer: the client's time to read it. */
export const LINGER_MS = 2_000;

const requestOfSocket = new WeakMap<Socket, IncomingMessage>();

/**
 * A lingering close, as nginx's `lingering_close`: when the server ends a connection whose request body
 * it has not read to the end (a 413 with `Connection: close`), Node destroys the socket as soon as the
 * answer is written. The client is still writing, so the kernel answers with a reset, which can discard
 * the answer before the client reads it (`write EPIPE` instead of the 413, ADR 056). Here the answer and
 * the end of our side go out, the client's further bytes are left unread, and the socket is destroyed
 * only after LINGER_MS or when it closes first. Connections whose request was read whole close as before.
 */
export function lingerOnUnreadBodies(server: Server, lingerMs = LINGER_MS): void {
  server.on('request', (request: IncomingMessage) => {
    requestOfSocket.set(request.socket, request);
  });
  server.on('connection', (socket: Socket) => {
    const destroySoon = socket.destroySoon.bind(socket);
    let lingering = false;
    socket.destroySoon = () => {
      const request = requestOfSocket.get(socket);
      if (!request || request.complete || socket.destroyed) return destroySoon();
      if (lingering) return;
      lingering = true;
      socket.end();
      const timer = setTimeout(() => socket.destroy(), lingerMs);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
    };
  });
}
