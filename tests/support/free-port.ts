import net from 'node:net'

/**
 * A TCP port that was free a moment ago on 127.0.0.1 (the OS picks it; it is released for a
 * child process to take). Another process may take it first: prefer port 0 where the server can
 * say where it listens.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('No port was assigned'))))
    })
  })
}
