import { connect } from "node:net";

export interface RawResponse {
  /** The status, or undefined if the server closed the connection without an answer. */
  status: number | undefined;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends a request exactly as written (bytes as latin1) to 127.0.0.1:port and reads the answer
 * until the server closes the connection: for what a client library would correct or refuse to
 * send (`//`, a control character, a bad percent-encoding, an absolute-form target). The request
 * should say `Connection: close`; `requestText()` below writes it so.
 */
export function rawRequest(port: number, request: string, timeoutMs = 10_000) {
  return new Promise<RawResponse>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(request.slice(0, 80))}`),
      );
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A reset after an answer (the server closing on a refused request) leaves what was read.
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)));
    });
    socket.write(Buffer.from(request, "latin1"));
  });
}

/**
 * A request line and headers, ending the connection after the answer.
 * @param headers extra header lines, written as they are
 */
export function requestText(method: string, target: string, headers: string[] = []) {
  return [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", ...headers, "Connection: close"]
    .map((line) => `${line}\r\n`)
    .join("")
    .concat("\r\n");
}

function parseResponse(data: Buffer): RawResponse {
  const end = data.indexOf("\r\n\r\n");
  const head = data.subarray(0, end < 0 ? data.length : end).toString("latin1");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const status = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(statusLine)?.[1];
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: status === undefined ? undefined : Number(status),
    headers,
    body: end < 0 ? Buffer.alloc(0) : data.subarray(end + 4),
  };
}
