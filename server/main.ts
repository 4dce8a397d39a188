// `npm start`: the product on one port, with the embedded database (or DATABASE_URL) and demo data.
import { readConfig } from './config';
import { buildApp } from './app';

const app = await buildApp({ config: readConfig() });
const origin = await app.start();
console.log(`Cadence is running at ${origin}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
