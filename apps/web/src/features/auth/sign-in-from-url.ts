import i18next from 'i18next';
import { AppError } from '@kp/domain/errors';
import { call } from '../../lib/api-client';
import { signIn } from '../../lib/session';
import { showToast } from '../../ui/toast';

/**
 * Signs in once with a link made on another device (the passwordless login): a new account goes
 * on to registration, anyone else is welcomed where they are.
 */
export async function signInWithLink(
  link: { code: string; qrRefId: string },
  navigate: (path: string) => void,
): Promise<void> {
  const t = i18next.t;
  try {
    const { data } = await call('redeemLinkCode', { body: { code: link.code, qr_ref_id: link.qrRefId } });
    signIn(data.user, 'link');
    if (data.isNewUser || !data.user.isRegistered) navigate('/register/');
    else showToast(t('auth.welcomeBack', { name: data.user.username ?? t('account.name') }), 'success');
  } catch (error) {
    // Something went wrong (spec section 8), and why when the server says: used or expired.
    const reason = error instanceof AppError && error.code === 'LINK_CODE_INVALID';
    const message = t('errors.SOMETHING_WENT_WRONG');
    showToast(reason ? `${message}. ${t('errors.LINK_CODE_INVALID')}` : message, 'error');
  }
}

/** A sign-in that left the page came back failed (the api sends the browser to `/?login_error=google` or `=telegram`). */
export function reportFailedSignIn(): void {
  showToast(i18next.t('errors.SOMETHING_WENT_WRONG'), 'error');
}
