/** Telegram's Login Widget script (https://core.telegram.org/widgets/login), version 22. */
export const TELEGRAM_WIDGET_URL = 'https://telegram.org/js/telegram-widget.js?22';

/** The global function the widget calls with the signed user data (its `data-onauth`). */
export const TELEGRAM_CALLBACK = '__kpTelegramAuth';

/** What the widget hands over: the user's fields and Telegram's signature of them. */
export type TelegramWidgetUser = Record<string, string | number>;

/**
 * Loads the widget into `container` with this bot: it draws Telegram's own button (an iframe
 * from oauth.telegram.org), which calls `onAuth` after the user confirms in Telegram. Resolves
 * once that button is there; rejects when the script cannot load or run (offline, or a
 * Content-Security-Policy that refuses telegram.org, its frame, or the `eval` it runs
 * `data-onauth` with).
 */
export function loadTelegramWidget(
  container: HTMLElement,
  botUsername: string,
  onAuth: (user: TelegramWidgetUser) => void,
): Promise<void> {
  (globalThis as unknown as Record<string, unknown>)[TELEGRAM_CALLBACK] = onAuth;
  container.replaceChildren();
  const script = document.createElement('script');
  script.async = true;
  script.src = TELEGRAM_WIDGET_URL;
  script.dataset.telegramLogin = botUsername;
  script.dataset.size = 'large';
  script.dataset.onauth = `${TELEGRAM_CALLBACK}(user)`;
  return new Promise<void>((resolve, reject) => {
    script.addEventListener('error', () => reject(new Error('the Telegram widget did not load')));
    script.addEventListener('load', () => {
      // The widget puts its iframe before its script; none means it could not run.
      if (container.querySelector('iframe')) resolve();
      else reject(new Error('the Telegram widget did not start'));
    });
    container.append(script);
  });
}
