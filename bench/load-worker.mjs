// The HTTP clients of the score benchmark, in a worker thread so that the client's own work does not
// run on the server's event loop. Plain node:http with keep-alive, the same for both endpoints.
import { Agent, request } from 'node:http';
import { parentPort } from 'node:worker_threads';

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One POST; resolves with the status and body. */
function post(url, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function timed(target) {
  const start = performance.now();
  const { status, body } = await post(target.url, target.body);
  const ms = performance.now() - start;
  if (status !== 200 || body.includes('"errors"'))
    throw new Error(`${target.url} answered ${status}: ${body.slice(0, 300)}`);
  return ms;
}

/** Sequential requests, the targets interleaved (order alternating each round). */
async function sequential({ targets, rounds, warmup }) {
  for (let i = 0; i < warmup; i++) for (const t of targets) await timed(t);
  const times = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const order = targets.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const i of order) times[i].push(await timed(targets[i]));
  }
  return times;
}

/** The q-quantile of sorted values (nearest rank). */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * `clients` loops, each sending its next request when the last one is answered, for `durationMs`; with
 * each request's latency (median and p99 in ms).
 */
async function concurrent({ target, clients, durationMs }) {
  let count = 0;
  const latencies = [];
  const end = performance.now() + durationMs;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        latencies.push(await timed(target));
        count++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count,
    seconds,
    perSecond: count / seconds,
    median: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  };
}

parentPort.on('message', async (message) => {
  try {
    const result = message.kind === 'sequential' ? await sequential(message) : await concurrent(message);
    parentPort.postMessage({ ok: true, result });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error?.stack ?? error) });
  }
});
