// `npm start`: the product (web and api on one port, embedded database, demo data) and, beside it,
// - the sample third-party game of the demo data (apps/sample-game, on SAMPLE_GAME_URL's port),
//   which the api registers as a client with the secrets both are given here
//   (SAMPLE_GAME=off starts the product without it; so does SEED_DEMO_DATA=off);
// - a local EVM chain (chain id 31337, on LOCAL_CHAIN_PORT, default 8545) with the test token the
//   demo's wallet and hold-token tasks read and the POG card contract POG cards are minted on,
//   unless EVM_CHAINS is set or LOCAL_CHAIN=off.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  buildWebAsync,
  LOCAL_CHAIN_HOLDER,
  LOCAL_CHAIN_POG_MINTER,
  ROOT,
  sampleGameSecrets,
  startLocalChain,
  startSampleGame,
} from './product.mjs';

const env = process.env;
const isOff = (value) => /^(false|0|no|off)$/i.test(value ?? '');
const demo = !isOff(env.SEED_DEMO_DATA);
const withGame = demo && !isOff(env.SAMPLE_GAME);
const withChain = !env.EVM_CHAINS && !isOff(env.LOCAL_CHAIN);
const secrets = withGame ? sampleGameSecrets(env) : {};
const port = env.PORT || '3000';
const gameUrl = env.SAMPLE_GAME_URL || 'http://localhost:4000';

// The chain starts while the web builds.
const chainStart = withChain
  ? startLocalChain({
      port: Number(env.LOCAL_CHAIN_PORT || 8545),
      publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    }).catch((error) => {
      // The platform runs on without it (its port may be taken): say so, in its own error's words.
      const reason = error.message.match(/^\w*Error: .*$/m)?.[0] ?? error.message;
      console.warn(
        `The local EVM chain did not start, so wallets link on chain 31337 but its token tasks cannot be checked (${reason})`,
      );
      return null;
    })
  : Promise.resolve(null);

let api = null;
let game = null;
let stopping = false;

const stopHelpers = async () => {
  const chain = await chainStart;
  await Promise.all([game?.stop(), chain?.stop()]);
};
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  if (api && api.exitCode === null && api.signalCode === null) {
    api.kill('SIGTERM'); // its exit stops the helpers
    return;
  }
  await stopHelpers();
  process.exit(code);
};
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

try {
  await buildWebAsync();
} catch (error) {
  if (!stopping) {
    console.error(error.message);
    await stop(1);
  }
}
const chain = await chainStart;
if (!stopping) startApi(chain);

/** Starts the api (and, once it listens, the sample game), with the chain's RPC when it runs. */
function startApi(chain) {
  // Without its RPC, chain 31337 still takes wallet signatures (linking a wallet, the signed claim).
  const evmChains = withChain ? { EVM_CHAINS: chain ? `31337=${chain.value.rpcUrl}` : '31337' } : {};
  // POG cards are minted on it (without it, they are custodial records), unless set otherwise.
  const pogChain =
    chain && !env.POG_NFT_CHAIN_ID
      ? {
          POG_NFT_CHAIN_ID: '31337',
          POG_NFT_CONTRACT: chain.value.pogCard.address,
          POG_NFT_MINTER_KEY: LOCAL_CHAIN_POG_MINTER.privateKey,
        }
      : {};
  api = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...env, ...secrets, ...evmChains, ...pogChain, ...(withGame ? { SAMPLE_GAME_URL: gameUrl } : {}) },
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  api.once('exit', async (code) => {
    await stopHelpers();
    process.exit(code ?? 1);
  });

  let ready = false;
  api.stdout.on('data', async (chunk) => {
    process.stdout.write(chunk);
    if (ready) return;
    const match = String(chunk).match(/ready on http:\/\/localhost:(\d+)/);
    if (!match) return;
    ready = true;
    if (chain) console.log(chainBanner(chain.value));
    if (!withGame) return;
    const apiUrl = `http://localhost:${match[1] ?? port}`;
    try {
      game = await startSampleGame({
        gameUrl,
        apiUrl,
        webUrl: env.PUBLIC_URL || apiUrl,
        secrets,
        stdio: 'inherit',
      });
    } catch (error) {
      // The platform runs on without its demo game (its port may be taken): say so and go on.
      console.error(`The sample game did not start (the platform runs without it): ${error.message}`);
    }
  });
}

/** What the banner says about the local chain: where it is, and the test account to use. */
function chainBanner({ rpcUrl, chainId, token, nft, pogCard }) {
  return [
    `Local EVM chain ${chainId} on ${rpcUrl} (ganache): test token ${token.symbol} ${token.address}, test NFT ${nft.symbol} ${nft.address}, POG cards ${pogCard.symbol} ${pogCard.address}`,
    `  Funded test account ${LOCAL_CHAIN_HOLDER.address} (1000 ${token.symbol}, 1 ${nft.symbol}), private key`,
    `  ${LOCAL_CHAIN_HOLDER.privateKey}`,
    '  This is a well-known test key, public in this repository: import it into a wallet for the demo only, never send it real value.',
  ].join('\n');
}
