import { Suspense } from 'react';
import { closeModal, useOpenModals } from '../lib/modals';
import { ErrorBoundary } from './error-boundary';

/** Draws the open modals that features registered, each loaded on first use. */
export function ModalHost() {
  const open = useOpenModals();
  return (
    <>
      {open.map(({ key, Component, props }) => (
        <ErrorBoundary key={key} onReset={() => closeModal(key)}>
          <Suspense fallback={null}>
            <Component onClose={() => closeModal(key)} props={props} />
          </Suspense>
        </ErrorBoundary>
      ))}
    </>
  );
}
