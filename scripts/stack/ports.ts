import net from "node:net";

export class PortInUseError extends Error {
  constructor(name, port) {
    super(`Port ${port} (${name}) is already in use: stop whatever is using it, or the other Rink Money stack, and try again.`);
    this.port = port;
  }
}

function canListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.once("listening", () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** Throws PortInUseError naming the first busy port. */
export async function assertPortsFree(ports, host) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await canListen(port, host))) throw new PortInUseError(name, port);
  }
}

/** Asks the OS for `count` distinct free ports. */
export async function findFreePorts(count, host) {
  const servers = [];
  const ports = [];
  for (let i = 0; i < count; i++) {
    const server = net.createServer();
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, host, resolve);
    });
    servers.push(server);
    ports.push(server.address().port);
  }
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}
