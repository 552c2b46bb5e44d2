import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../app/modal-host';
import { openModal, registerModal, type ModalProps } from '../lib/modals';
import { Modal, Sheet } from './modal';

function titled(title: string) {
  return {
    default: ({ onClose }: ModalProps<never>) => (
      <Modal title={title} onClose={onClose}>
        <p>{title}</p>
      </Modal>
    ),
  };
}

const titleOf = (dialog: HTMLDialogElement) => dialog.querySelector('h2')?.textContent ?? '';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Modal', () => {
  it('keeps the modal opened last on top when the one below it finishes loading after it', async () => {
    // What the browser's top layer sees: the order in which dialogs are shown.
    const shown: string[] = [];
    const showModal = HTMLDialogElement.prototype.showModal;
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      shown.push(titleOf(this));
      showModal.call(this);
    });
    let loadLower: (module: ReturnType<typeof titled>) => void = () => {};
    registerModal('logout', () => new Promise((resolve) => (loadLower = resolve)));
    registerModal('linkDevice', () => Promise.resolve(titled('Upper')));
    render(<ModalHost />);

    act(() => {
      openModal('logout');
      openModal('linkDevice');
    });
    await screen.findByRole('dialog', { name: 'Upper' });
    expect(shown).toEqual(['Upper']);

    await act(async () => loadLower(titled('Lower')));
    await screen.findByRole('dialog', { name: 'Lower' });
    // The late one opens, then the one above it is shown again: it is last, so on top.
    expect(shown).toEqual(['Upper', 'Lower', 'Upper']);
    expect(screen.getByRole('dialog', { name: 'Upper' })).toHaveProperty('open', true);
    expect(screen.getByRole('dialog', { name: 'Lower' })).toHaveProperty('open', true);
  });

  it('shows a modal opened above the others once, leaving those below alone', async () => {
    const shown: string[] = [];
    const showModal = HTMLDialogElement.prototype.showModal;
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      shown.push(titleOf(this));
      showModal.call(this);
    });
    registerModal('kycFaq', () => Promise.resolve(titled('First')));
    registerModal('noEarnings', () => Promise.resolve(titled('Second')));
    render(<ModalHost />);

    act(() => void openModal('kycFaq'));
    await screen.findByRole('dialog', { name: 'First' });
    act(() => void openModal('noEarnings'));
    await screen.findByRole('dialog', { name: 'Second' });
    expect(shown).toEqual(['First', 'Second']);
  });
});

describe('Modal presentations', () => {
  it('is a dialog named by its title, with a Close button', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Fees" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Fees' });
    expect(dialog.className).not.toMatch(/max-sm:mb-0/);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is a bottom sheet on a phone when it is a Sheet', () => {
    render(
      <Sheet title="Choose a game username" onClose={() => {}}>
        <p>Body</p>
      </Sheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose a game username' });
    expect(dialog.className).toMatch(/max-sm:mb-0/);
    expect(dialog.className).toMatch(/max-sm:w-full/);
  });
});
