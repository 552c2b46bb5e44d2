/** Telegram's Login Widget script (https://core.telegram.org/widgets/login), version 22. */
export const TELEGRAM_WIDGET_URL = 'https://telegram.org/js/telegram-widget.js?22';

/** Where the widget sends the browser once the user confirms in Telegram (the api checks the fields). */
export const TELEGRAM_CALLBACK_PATH = '/api/authentication/telegram/callback';

/**
 * Loads the widget into `container` with this bot: it draws Telegram's own button (an iframe
 * from oauth.telegram.org); after the user confirms in Telegram, the widget sends the browser to
 * the api's callback with the signed fields (`data-auth-url`, rather than `data-onauth`, which
 * the widget would run with `eval`, refused by our Content-Security-Policy), and the api signs
 * in and returns to `returnTo`. Resolves once the button is there; rejects when the script
 * cannot load or run (offline, or a policy that refuses telegram.org or its frame).
 */
export function loadTelegramWidget(
  container: HTMLElement,
  botUsername: string,
  returnTo: string,
): Promise<void> {
  container.replaceChildren();
  const script = document.createElement('script');
  script.async = true;
  script.src = TELEGRAM_WIDGET_URL;
  script.dataset.telegramLogin = botUsername;
  script.dataset.size = 'large';
  script.dataset.authUrl = `${location.origin}${TELEGRAM_CALLBACK_PATH}?${new URLSearchParams({ returnTo })}`;
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
