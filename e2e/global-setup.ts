import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the benchmarks, without type declarations
import { buildWeb, startProduct } from '../scripts/product.mjs';

/** Builds the web and starts the product once for all end-to-end tests, as `npm start` would. */
export default async function setup(project: TestProject) {
  buildWeb();
  const product = await startProduct();
  project.provide('baseURL', product.url);
  return async () => {
    await product.stop();
  };
}

declare module 'vitest' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string;
  }
}
