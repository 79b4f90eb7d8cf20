// Worker thread for bench:search: loads POST /search/foods with autocannon. It runs apart from
// the server's event loop, so generating requests and parsing responses do not eat the
// server's own thread (as a separate load machine would not). Plain JavaScript: worker
// threads do not get tsx's TypeScript loader.
//
// workerData: { url, origin, connections, durationSeconds, cities: [name, lat, lon][], words }
// posts back: { type: 'bench-http-result', rps, requests, p50, p95, p99, errors, non2xx }
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const input = workerData;
let seed = 11;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const pick = (xs) => xs[Math.floor(random() * xs.length)];

/** The bench's combined food search: random word and location, price and availability filters. */
function body() {
  const [, lat, lon] = pick(input.cities);
  return JSON.stringify({
    text: pick(input.words),
    priceMaxCents: 3000,
    availableOnly: true,
    distanceKm: 5,
    location: { lat: lat + (random() - 0.5) * 0.1, lon: lon + (random() - 0.5) * 0.1 },
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const latencies = [];
const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: input.url,
      connections: input.connections,
      duration: input.durationSeconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: input.origin },
          setupRequest: (req) => ({ ...req, body: body() }),
        },
      ],
    },
    (err, res) => (err ? reject(err) : resolve(res)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
});
latencies.sort((a, b) => a - b);
// Tagged: autocannon itself may post messages on parentPort when run in a worker.
parentPort?.postMessage({
  type: 'bench-http-result',
  // Inside a worker autocannon returns its histograms encoded: count the requests instead.
  rps: result.totalCompletedRequests / (Number(result.duration) || input.durationSeconds),
  requests: result.totalCompletedRequests,
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  p99: percentile(latencies, 99),
  errors: result.errors,
  non2xx: result.non2xx,
});
