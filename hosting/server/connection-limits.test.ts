import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { limitConnectionsPerAddress } from "./connection-limits.ts";

/** A server that only emits connections, and sockets that only know their address and how they end. */
function limitedServer(max: number, exempt: (address: string) => boolean = () => false) {
  const server = new EventEmitter();
  const logged: string[] = [];
  limitConnectionsPerAddress(server, { max, exempt, log: (line) => logged.push(line) });
  const connect = (remoteAddress: string) => {
    const socket = Object.assign(new EventEmitter(), {
      remoteAddress,
      destroyed: false,
      destroy: () => (socket.destroyed = true),
    });
    server.emit("connection", socket);
    return socket;
  };
  return { connect, logged };
}

describe("connections per address", () => {
  it("counts an IPv6 /64 as one address, as the rate limit does", () => {
    const { connect } = limitedServer(2);
    expect([connect("2001:db8:1:2::1"), connect("2001:db8:1:2::ffff")].map((s) => s.destroyed)).toEqual([false, false]);
    expect(connect("2001:db8:1:2:abcd::9").destroyed).toBe(true);
    expect(connect("2001:db8:1:3::1").destroyed).toBe(false);
  });

  it("counts an IPv4 client of a dual-stack server as its IPv4 address", () => {
    const { connect } = limitedServer(2);
    connect("::ffff:203.0.113.5");
    connect("203.0.113.5");
    expect(connect("::ffff:203.0.113.5").destroyed).toBe(true);
  });

  it("takes a connection again once one of that address's has closed, and logs each episode once", () => {
    const { connect, logged } = limitedServer(1);
    const first = connect("203.0.113.5");
    expect([connect("203.0.113.5").destroyed, connect("203.0.113.5").destroyed]).toEqual([true, true]);
    expect(logged).toEqual(["- (refused: connection limit of 1 per address reached)"]);
    first.emit("close");
    expect(connect("203.0.113.5").destroyed).toBe(false);
  });

  it("never limits a trusted proxy, however its address is written", () => {
    const { connect } = limitedServer(1, (address) => address === "10.0.0.1");
    const sockets = [connect("10.0.0.1"), connect("::ffff:10.0.0.1"), connect("10.0.0.1")];
    expect(sockets.map((s) => s.destroyed)).toEqual([false, false, false]);
  });
});
