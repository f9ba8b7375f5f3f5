import net from 'node:net';

export type TcpRelay = {
  /** The portal through the relay, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The network drops: nothing goes through either way and nothing is closed (a half-open connection). */
  freeze: () => void;
  /** The network is back: what was held goes through, in order, and the relay forwards again. */
  thaw: () => void;
  close: () => Promise<void>;
};

/**
 * A TCP relay on a free port of 127.0.0.1 in front of the portal, for a browser to reach it through a network that can
 * go away without a word, as dropped Wi-Fi or a sleeping laptop does. Frozen, it keeps every socket open and holds what
 * either side sends (bytes, ends and closes alike), as packets that never arrive: the browser's WebSocket sees no
 * close and no error, only silence. `context.setOffline` cannot make that: it fails the sockets at once.
 */
export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const whenThrough = (action: () => void) => (frozen ? held.push(action) : action());

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => whenThrough(() => to.write(chunk)));
    from.on('end', () => whenThrough(() => to.end()));
    from.on('close', () => whenThrough(() => to.destroy()));
  };
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A write to a side already gone is the network's loss, not the test's.
    socket.on('error', () => undefined);
  };

  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ host: target.host, port: target.port, allowHalfOpen: true });
    track(client);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const action of held.splice(0)) action();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
