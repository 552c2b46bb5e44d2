/* global document */
// Target Rush: one target at a time; hit it before the run's time is up. The server decides the
// targets and counts the hits. What it does with a run depends on what the player came for: a
// quest (a run reaching the goal completes its stage), a tournament (every run's score is
// reported) or free play (nothing is reported). Links back leave the arena's frame (target _top).
const $ = (id) => document.getElementById(id);
const status = $('status');
const field = $('field');
const startButton = $('start');
const back = $('back');

const GOALS = {
  quest: (me) => `Hit ${me.targetScore} targets in one run to complete the quest stage.`,
  tournament: () => 'Tournament: every run counts, and your best score is kept. Hit as many as you can!',
  free: () => 'Free play: just for fun. Your runs are not reported to the platform.',
};
const BACK_LABELS = {
  quest: 'Back to the quest',
  tournament: 'Back to the tournament',
  free: 'Back to Klash',
};

async function call(path, init = {}) {
  const response = await fetch(path, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.message || 'Something went wrong');
  return body;
}

function showBack(mode, url) {
  back.textContent = BACK_LABELS[mode] ?? BACK_LABELS.free;
  back.href = url;
  back.hidden = false;
}

async function load() {
  try {
    const me = await call('/api/me');
    $('player').textContent = `Playing as ${me.username ?? 'a K-Quest player'}`;
    $('goal').textContent = (GOALS[me.mode] ?? GOALS.free)(me);
    showBack(me.mode, me.backUrl);
  } catch (error) {
    $('player').textContent = error.message;
    startButton.disabled = true;
  }
}

/** What the run's end means, in the words of its mode. */
function outcome(result, game) {
  if (result.mode === 'free') return `Score ${result.score}. Free play: nothing was reported.`;
  if (result.error) return `Score ${result.score}: ${result.error}`;
  if (result.mode === 'tournament')
    return `Score ${result.score} reported to the tournament. Your best: ${result.result?.bestScore ?? result.score}.`;
  if (result.reported && result.result?.completed)
    return `Score ${result.score}: stage completed! Your earning is waiting on the platform.`;
  if (result.reported) return `Score ${result.score}: reported (this stage was already completed).`;
  return `Score ${result.score}: hit ${game.targetScore} to complete the stage. Try again!`;
}

async function run() {
  startButton.disabled = true;
  status.textContent = '';
  field.replaceChildren();
  let game;
  try {
    game = await call('/api/runs', { method: 'POST', body: '{}' });
  } catch (error) {
    status.textContent = error.message;
    startButton.disabled = false;
    return;
  }
  const hits = [];
  let index = 0;
  let done = false;
  const finish = async () => {
    if (done) return;
    done = true;
    field.replaceChildren();
    status.textContent = `Run over: ${hits.length} hits. Sending…`;
    try {
      const result = await call(`/api/runs/${game.runId}/finish`, {
        method: 'POST',
        body: JSON.stringify({ hits }),
      });
      status.textContent = outcome(result, game);
      showBack(result.mode, result.backUrl);
    } catch (error) {
      status.textContent = error.message;
    }
    startButton.disabled = false;
    startButton.focus();
  };
  const show = () => {
    field.replaceChildren();
    const target = game.targets[index];
    if (!target) return void finish();
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'target';
    button.setAttribute('aria-label', `Target ${index + 1}`);
    button.style.insetInlineStart = `${target.x}%`;
    button.style.top = `${target.y}%`;
    button.addEventListener('click', () => {
      hits.push(target.id);
      status.textContent = `Hits: ${hits.length}`;
      index += 1;
      if (hits.length >= (game.goal ?? game.targetScore)) void finish();
      else show();
    });
    field.append(button);
    button.focus({ preventScroll: true });
  };
  setTimeout(() => void finish(), game.durationMs);
  show();
}

startButton.addEventListener('click', () => void run());
void load();
