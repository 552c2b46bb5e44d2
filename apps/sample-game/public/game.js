/* global document */
// Target Rush: one target at a time; hit it before the run's time is up. The server decides the
// targets and counts the hits; it reports the score to the platform when the run reaches the goal.
const $ = (id) => document.getElementById(id);
const status = $('status');
const field = $('field');
const startButton = $('start');

async function call(path, init = {}) {
  const response = await fetch(path, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.message || 'Something went wrong');
  return body;
}

async function load() {
  try {
    const me = await call('/api/me');
    $('player').textContent = `Playing as ${me.username ?? 'a K-Quest player'}`;
    $('goal').textContent = `Hit ${me.targetScore} targets in one run to complete the quest stage.`;
  } catch (error) {
    $('player').textContent = error.message;
    startButton.disabled = true;
  }
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
      if (result.reported && result.result?.completed)
        status.textContent = `Score ${result.score}: stage completed! Your earning is waiting on the platform.`;
      else if (result.reported)
        status.textContent = `Score ${result.score}: reported (this stage was already completed).`;
      else if (result.error) status.textContent = `Score ${result.score}: ${result.error}`;
      else
        status.textContent = `Score ${result.score}: hit ${game.targetScore} to complete the stage. Try again!`;
      const back = $('back');
      back.href = result.backUrl;
      back.hidden = false;
    } catch (error) {
      status.textContent = error.message;
    }
    startButton.disabled = false;
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
      if (hits.length >= game.targetScore) void finish();
      else show();
    });
    field.append(button);
    button.focus();
  };
  setTimeout(() => void finish(), game.durationMs);
  show();
}

startButton.addEventListener('click', () => void run());
void load();
