import { lazy, useSyncExternalStore, type ComponentType } from 'react';

/** What a registered modal receives: its own props and a way to close itself. */
export type ModalProps<P = Record<string, unknown>> = { onClose: () => void; props: P };
export type ModalLoader = () => Promise<{ default: ComponentType<ModalProps<never>> }>;
type ModalComponent = ComponentType<ModalProps<unknown>>;
export type OpenModal = { key: number; name: string; props: unknown; Component: ModalComponent };

const registry = new Map<string, ModalComponent>();
let stack: readonly OpenModal[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Registers a modal by name; its code loads the first time it opens. */
export function registerModal(name: string, loader: ModalLoader): void {
  registry.set(name, lazy(loader) as unknown as ModalComponent);
}

/**
 * Opens a registered modal above any open one and returns true; returns false, opening
 * nothing, when no modal of that name is registered.
 */
export function openModal(name: string, props: unknown = {}): boolean {
  const Component = registry.get(name);
  if (!Component) return false;
  stack = [...stack, { key: nextKey++, name, props, Component }];
  emit();
  return true;
}

/** Closes the top modal, or the one with `key`. */
export function closeModal(key?: number): void {
  stack = key === undefined ? stack.slice(0, -1) : stack.filter((m) => m.key !== key);
  emit();
}

/** Whether a modal of this name is open (so a second cause does not stack a second copy). */
export function isModalOpen(name: string): boolean {
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
