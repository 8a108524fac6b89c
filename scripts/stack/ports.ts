import net from "node:net";

export class PortInUseError extends Error {
  readonly port: number;

  constructor(name: string, port: number) {
    super(`Port ${port} (${name}) is already in use: stop whatever is using it, or the other Rink Money stack, and try again.`);
    this.port = port;
  }
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.once("listening", () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** Throws PortInUseError naming the first busy port. */
export async function assertPortsFree(ports: Partial<Record<string, number>>, host: string): Promise<void> {
  for (const [name, port] of Object.entries(ports)) {
    if (port !== undefined && !(await canListen(port, host))) throw new PortInUseError(name, port);
  }
}

/** Asks the OS for `count` distinct free ports. */
export async function findFreePorts(count: number, host: string): Promise<number[]> {
  const servers: net.Server[] = [];
  const ports: number[] = [];
  for (let i = 0; i < count; i++) {
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, host, resolve);
    });
    servers.push(server);
    const address = server.address();
    // A TCP server's address is an object; a string would mean a pipe, which listen(0, host) never makes.
    if (address === null || typeof address === "string") throw new Error(`No TCP port for a server on ${host}`);
    ports.push(address.port);
  }
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}
