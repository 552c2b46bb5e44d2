import { lazy, useSyncExternalStore, type ComponentType } from 'react';
// Types only: the names and each modal's props, read from the modals' own code by the compiler;
// nothing of it reaches the bundle (app/modal-loaders.ts stays a chunk of its own).
import type { ModalName, ModalPropsByName } from '../app/modal-loaders';

export type { ModalName, ModalPropsByName };

/** What a registered modal receives: its own props and a way to close itself. */
export type ModalProps<P = Record<string, never>> = { onClose: () => void; props: P };
export type ModalLoader = () => Promise<{ default: ComponentType<ModalProps<never>> }>;
type ModalComponent = ComponentType<ModalProps<unknown>>;
export type OpenModal = { key: number; name: ModalName; props: unknown; Component: ModalComponent };

/** The props argument of `openModal(name, …)`: optional for a modal that needs none. */
type PropsArgument<N extends ModalName> =
  Record<string, never> extends ModalPropsByName[N]
    ? [props?: ModalPropsByName[N]]
    : [props: ModalPropsByName[N]];

const registry = new Map<ModalName, ModalComponent>();
let catalogue: ((name: ModalName) => ModalLoader) | undefined;
let stack: readonly OpenModal[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Registers a modal by name; its code loads the first time it opens. */
export function registerModal(name: ModalName, loader: ModalLoader): void {
  registry.set(name, lazy(loader) as unknown as ModalComponent);
}

/**
 * Registers every modal at once, in place of any registered before: `find` gives the loader of a
 * modal by its name, when it first opens.
 */
export function registerModalCatalogue(find: (name: ModalName) => ModalLoader): void {
  catalogue = find;
  registry.clear();
}

/**
 * Opens a registered modal (or one of the catalogue) above any open one and returns true;
 * returns false, opening nothing, when no modal of that name is registered. The props are
 * checked against the modal's own, so a feature opening another feature's modal is checked too.
 */
export function openModal<N extends ModalName>(name: N, ...[props]: PropsArgument<N>): boolean {
  if (!registry.has(name) && catalogue) registerModal(name, catalogue(name));
  const Component = registry.get(name);
  if (!Component) return false;
  stack = [...stack, { key: nextKey++, name, props: props ?? {}, Component }];
  emit();
  return true;
}

/** Closes the top modal, or the one with `key`. */
export function closeModal(key?: number): void {
  stack = key === undefined ? stack.slice(0, -1) : stack.filter((m) => m.key !== key);
  emit();
}

/** Whether a modal of this name is open (so a second cause does not stack a second copy). */
export function isModalOpen(name: ModalName): boolean {
  return stack.some((m) => m.name === name);
}

/** Whether any modal is open (the clan promotion overlay waits while one is). */
export function isAnyModalOpen(): boolean {
  return stack.length > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open modals, bottom first. */
export function useOpenModals(): readonly OpenModal[] {
  return useSyncExternalStore(
    subscribe,
    () => stack,
    () => stack,
  );
}
