import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

/**
 * A local EVM chain for tests: ganache 7.9 in this process (chain id 31337) with an ERC-20, an
 * ERC-721 and an ERC-1271 smart wallet compiled from @openzeppelin/contracts 5.4 by solc 0.8.37
 * (offline, standard JSON input, imports read from node_modules) and deployed with viem.
 *
 * Run it as a process (`npx tsx apps/api/src/test/local-evm.ts [port]`) for an e2e run or a demo: it
 * prints its RPC URL and the deployed addresses as one JSON line and stays up until stopped.
 */

export const LOCAL_CHAIN_ID = 31337;

/** Fixed test keys (never hold value with them): the deployer, and users the tests give tokens. */
export const LOCAL_KEYS = {
  deployer: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  holder: '0x59c6995e998f97a0a0850fe5d3f9a1c2ee4a33b4c4d04e1a14b1ebc48fdc1ec3',
  other: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  stranger: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
} as const satisfies Record<string, Hex>;

export const LOCAL_TOKEN = { name: 'KPlay Test Token', symbol: 'KPT', decimals: 6 } as const;
export const LOCAL_NFT = { name: 'KPlay Test Pass', symbol: 'KPASS' } as const;
export const LOCAL_POG_CARD = { name: 'Proof of Gamer', symbol: 'POG' } as const;

/** Where the local POG card contract's tokenURI points unless told: `npm start`'s api. */
export const LOCAL_POG_BASE_URI = 'http://localhost:3000/api/pog-nft/';

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

contract TestToken is ERC20, Ownable {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_)
        ERC20(name_, symbol_) Ownable(msg.sender) {
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

contract TestNft is ERC721, Ownable {
    uint256 private _nextId;

    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) Ownable(msg.sender) {}

    function mint(address to) external onlyOwner returns (uint256 id) {
        id = ++_nextId;
        _mint(to, id);
    }
}

/// A POG card: an ERC-721 whose token ids the platform chooses (a second mint of one id reverts),
/// minted by its owner (the platform's minter key), its tokenURI the platform's pog-nft metadata.
contract PogCard is ERC721, Ownable {
    string private _base;

    constructor(string memory name_, string memory symbol_, string memory baseUri_)
        ERC721(name_, symbol_) Ownable(msg.sender) {
        _base = baseUri_;
    }

    function _baseURI() internal view override returns (string memory) {
        return _base;
    }

    function setBaseURI(string calldata baseUri_) external onlyOwner {
        _base = baseUri_;
    }

    function mint(address to, uint256 tokenId) external onlyOwner {
        _mint(to, tokenId);
    }
}

/// A smart-contract wallet (EIP-1271) whose one owner key signs for it.
contract TestSmartWallet is IERC1271 {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes memory signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}
`;

type Artifact = { abi: Abi; bytecode: Hex };
type Artifacts = { TestToken: Artifact; TestNft: Artifact; TestSmartWallet: Artifact; PogCard: Artifact };

const require = createRequire(import.meta.url);
let compiled: Artifacts | null = null;

/**
 * Compiles the test contracts once per process (solc's wasm build, offline). The output is also
 * kept in the temp folder under a hash of the source and the compiler's and library's versions,
 * so test files after the first skip solc's ~4 s.
 */
export function compileTestContracts(): Artifacts {
  if (compiled) return compiled;
  const ozRoot = path.dirname(require.resolve('@openzeppelin/contracts/package.json'));
  const versions = ['solc', '@openzeppelin/contracts'].map(
    (name) => (require(`${name}/package.json`) as { version: string }).version,
  );
  const key = createHash('sha256')
    .update([SOURCE, ...versions].join('\0'))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(os.tmpdir(), 'kp-local-evm', `${key}.json`);
  try {
    compiled = JSON.parse(readFileSync(cacheFile, 'utf8')) as Artifacts;
    return compiled;
  } catch {
    // Not compiled yet on this machine.
  }
  compiled = compileWithSolc(ozRoot);
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  const partial = `${cacheFile}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(compiled));
  renameSync(partial, cacheFile);
  return compiled;
}

function compileWithSolc(ozRoot: string): Artifacts {
  const solc = require('solc') as { compile(input: string, callbacks: object): string };
  const input = {
    language: 'Solidity',
    sources: { 'TestContracts.sol': { content: SOURCE } },
    settings: {
      // ganache 7.9 runs the Shanghai fork.
      evmVersion: 'shanghai',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { 'TestContracts.sol': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const findImports = (importPath: string) => {
    const prefix = '@openzeppelin/contracts/';
    if (!importPath.startsWith(prefix)) return { error: `not found: ${importPath}` };
    try {
      return { contents: readFileSync(path.join(ozRoot, importPath.slice(prefix.length)), 'utf8') };
    } catch {
      return { error: `not found: ${importPath}` };
    }
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(`solc: ${errors.map((e) => e.formattedMessage).join('\n')}`);
  const contract = (name: keyof Artifacts): Artifact => {
    const c = output.contracts['TestContracts.sol']?.[name];
    if (!c) throw new Error(`solc produced no ${name}`);
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  };
  return {
    TestToken: contract('TestToken'),
    TestNft: contract('TestNft'),
    TestSmartWallet: contract('TestSmartWallet'),
    PogCard: contract('PogCard'),
  };
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type LocalEvm = {
  rpcUrl: string;
  chainId: number;
  token: Address;
  nft: Address;
  /** The POG card contract (owned by the deployer: its key is the minter's). */
  pogCard: Address;
  accounts: Record<keyof typeof LOCAL_KEYS, PrivateKeyAccount>;
  publicClient: PublicClient;
  /** Mints `amount` base units of the test token to an address. */
  mintToken(to: Address, amount: bigint): Promise<void>;
  /** Mints one NFT to an address; its token id. */
  mintNft(to: Address): Promise<bigint>;
  /** Deploys an EIP-1271 smart wallet owned by `owner`; its address. */
  deploySmartWallet(owner: Address): Promise<Address>;
  close(): Promise<void>;
};

/** Starts ganache on a free port (or `port`), deploys the test token and NFT, and answers once ready. */
export async function startLocalEvm(options: { port?: number; pogBaseUri?: string } = {}): Promise<LocalEvm> {
  const artifacts = compileTestContracts();
  const { default: ganache } = (await import('ganache')) as unknown as {
    default: {
      server(options: object): {
        listen(port: number, host: string): Promise<void>;
        close(): Promise<void>;
      };
    };
  };
  const port = options.port ?? (await freePort());
  const server = ganache.server({
    chain: { chainId: LOCAL_CHAIN_ID, hardfork: 'shanghai' },
    wallet: {
      accounts: Object.values(LOCAL_KEYS).map((secretKey) => ({
        secretKey,
        balance: '0x56BC75E2D63100000', // 100 ether
      })),
    },
    logging: { quiet: true },
    miner: { instamine: 'eager' },
  });
  await server.listen(port, '127.0.0.1');
  const rpcUrl = `http://127.0.0.1:${port}`;
  const chain = defineChain({
    id: LOCAL_CHAIN_ID,
    name: 'Local test chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl, { retryCount: 0 });
  const publicClient = createPublicClient({ chain, transport }) as PublicClient;
  const accounts = Object.fromEntries(
    Object.entries(LOCAL_KEYS).map(([name, key]) => [name, privateKeyToAccount(key)]),
  ) as LocalEvm['accounts'];
  const deployer = createWalletClient({ account: accounts.deployer, chain, transport });

  const deploy = async (artifact: Artifact, args: readonly unknown[]): Promise<Address> => {
    const hash = await deployer.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args });
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (!receipt.contractAddress || receipt.status !== 'success') throw new Error('deployment failed');
    return getAddress(receipt.contractAddress);
  };
  const send = async (address: Address, abi: Abi, functionName: string, args: readonly unknown[]) => {
    const hash = await deployer.writeContract({ address, abi, functionName, args });
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error(`${functionName} failed`);
    return receipt;
  };

  try {
    const token = await deploy(artifacts.TestToken, [
      LOCAL_TOKEN.name,
      LOCAL_TOKEN.symbol,
      LOCAL_TOKEN.decimals,
    ]);
    const nft = await deploy(artifacts.TestNft, [LOCAL_NFT.name, LOCAL_NFT.symbol]);
    const pogCard = await deploy(artifacts.PogCard, [
      LOCAL_POG_CARD.name,
      LOCAL_POG_CARD.symbol,
      options.pogBaseUri ?? LOCAL_POG_BASE_URI,
    ]);
    return {
      rpcUrl,
      chainId: LOCAL_CHAIN_ID,
      token,
      nft,
      pogCard,
      accounts,
      publicClient,
      async mintToken(to, amount) {
        await send(token, artifacts.TestToken.abi, 'mint', [to, amount]);
      },
      async mintNft(to) {
        const receipt = await send(nft, artifacts.TestNft.abi, 'mint', [to]);
        // The Transfer event's third topic is the token id.
        const transfer = receipt.logs.find((log) => log.address.toLowerCase() === nft.toLowerCase());
        return BigInt(transfer?.topics[3] ?? 0);
      },
      deploySmartWallet: (owner) => deploy(artifacts.TestSmartWallet, [owner]),
      close: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

// Started as a process: a chain for an e2e run or the demo's chain 31337 task.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Port 0 (or none): a free one.
  const port = process.argv[2] && process.argv[2] !== '0' ? Number(process.argv[2]) : undefined;
  // The api's public URL, for the POG cards' tokenURI (argument 3, else npm start's).
  const pogBaseUri = process.argv[3] ? `${process.argv[3].replace(/\/+$/, '')}/api/pog-nft/` : undefined;
  const evm = await startLocalEvm({ ...(port ? { port } : {}), ...(pogBaseUri ? { pogBaseUri } : {}) });
  for (const account of [evm.accounts.holder, evm.accounts.other]) {
    await evm.mintToken(account.address, 1_000n * 10n ** BigInt(LOCAL_TOKEN.decimals));
    await evm.mintNft(account.address);
  }
  process.stdout.write(
    `${JSON.stringify({
      rpcUrl: evm.rpcUrl,
      chainId: evm.chainId,
      token: { address: evm.token, ...LOCAL_TOKEN },
      nft: { address: evm.nft, ...LOCAL_NFT },
      // Minted by the deployer's key (LOCAL_KEYS.deployer), the contract's owner.
      pogCard: { address: evm.pogCard, ...LOCAL_POG_CARD, minter: evm.accounts.deployer.address },
      funded: [evm.accounts.holder.address, evm.accounts.other.address],
    })}\n`,
  );
  const stop = () => {
    void evm.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
