import { ISLAND_ATTRIBUTE, STATIC_PAGE_ATTRIBUTE } from '../islands/islands';
import { installEarlyInput } from './early-input';

// Its listeners stay on the document for the whole file, as on a page: each test uses its own part.
const earlyInput = installEarlyInput(Promise.resolve());
/** Held actions are replayed a task after the part has hydrated. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

function page(part: string) {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu">Menu</button>
      <div data-remote="${part}">
        <a href="#next" id="link">Next</a>
        <input id="name" />
      </div>
    </div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { menu: byId('menu'), link: byId('link'), name: byId('name') as HTMLInputElement };
}

test('holds a click on a part until it has hydrated, then replays it where it landed', async () => {
  const { link } = page('mfe_a/Page');
  const clicks: boolean[] = [];
  link.addEventListener('click', (event) => clicks.push(event.defaultPrevented));

  expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
  expect(clicks).toEqual([]);

  earlyInput.hydrated('mfe_a/Page');
  await nextTask();
  expect(clicks).toEqual([false]);
});

test("lets input through on a part that has hydrated, and holds the others'", () => {
  const { menu, link } = page('mfe_b/Page');
  const reached: string[] = [];
  menu.addEventListener('click', () => reached.push('menu'));
  link.addEventListener('click', () => reached.push('link'));
  earlyInput.hydrated('shell');

  menu.click();
  link.click();
  expect(reached).toEqual(['menu']);
});

test('gives text typed before hydration back to the field, as typing would, once a form library has reset it', () => {
  const { name } = page('mfe_c/Page');
  name.value = 'Ada Lovelace';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  name.value = ''; // the form takes the field over while hydrating
  const seen: string[] = [];
  name.addEventListener('input', () => seen.push(name.value));

  earlyInput.hydrated('mfe_c/Page');
  expect(name.value).toBe('Ada Lovelace');
  expect(seen).toEqual(['Ada Lovelace']);
});

test('lets a checkbox tick at once before hydration, and ticks it again for the app once a form library has reset it', () => {
  const { name } = page('mfe_tick/Page');
  name.type = 'checkbox';
  name.id = 'agree';
  name.insertAdjacentHTML('afterend', '<label for="agree" id="agree-label">I agree</label>');
  const label = document.getElementById('agree-label') as HTMLLabelElement;

  expect(label.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
  expect(name.checked).toBe(true);
  name.checked = false; // the form takes the field over while hydrating
  const heard: boolean[] = [];
  name.addEventListener('click', () => heard.push(name.checked));

  earlyInput.hydrated('mfe_tick/Page');
  expect(name.checked).toBe(true);
  expect(heard).toEqual([true]);
});

test('tells the app of a file chosen before hydration, leaving the file on its field, before a held click lands', async () => {
  const { name, link: send } = page('mfe_file/Page');
  name.type = 'file';
  const resume = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
  // As in a browser: a file field's value can only be emptied, which drops its files.
  let files = [resume];
  Object.defineProperty(name, 'files', { get: () => files });
  Object.defineProperty(name, 'value', {
    get: () => (files.length > 0 ? 'C:\\fakepath\\resume.pdf' : ''),
    set: (value: string) => {
      if (value) throw new DOMException('A file field takes no value', 'InvalidStateError');
      files = [];
    },
  });
  name.dispatchEvent(new Event('input', { bubbles: true }));
  // As react-dropzone does, the app reads the chosen file asynchronously: what is clicked before
  // hydration too (here a link) must find it there.
  let chosen: File | undefined;
  name.addEventListener('change', () => Promise.resolve().then(() => (chosen = name.files?.[0])));
  const sent: unknown[] = [];
  send.addEventListener('click', () => sent.push(chosen));
  send.click();

  earlyInput.hydrated('mfe_file/Page');
  await nextTask();
  expect(sent).toEqual([resume]);
});

test('asks the app to hydrate first the parts that hold input', () => {
  const { link } = page('mfe_d/Page');
  const prioritized: Node[] = [];
  earlyInput.started((target) => prioritized.push(target));
  link.click();
  expect(prioritized.at(-1)).toBe(link);
});

test('holds a key pressed outside a field until the part has hydrated, and leaves Tab to the browser', async () => {
  const { link } = page('mfe_e/Page');
  const keys: string[] = [];
  link.addEventListener('keydown', (event) => keys.push(event.key));

  const press = (key: string) => link.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  expect(press('ArrowRight')).toBe(false);
  expect(press('Tab')).toBe(true);
  expect(keys).toEqual(['Tab']);

  earlyInput.hydrated('mfe_e/Page');
  await nextTask();
  expect(keys).toEqual(['Tab', 'ArrowRight']);
});

test('leaves Enter on a link and Space on a button to the browser, and holds the click it makes of them', async () => {
  const { menu, link } = page('mfe_f/Page');
  const press = (target: HTMLElement, key: string) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  expect(press(link, 'Enter')).toBe(true);
  expect(press(menu, ' ')).toBe(true);
  expect(press(link, ' ')).toBe(false);

  const clicks: string[] = [];
  link.addEventListener('click', () => clicks.push('link'));
  expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
  earlyInput.hydrated('mfe_f/Page');
  await nextTask();
  expect(clicks).toEqual(['link']);
});

test('leaves a part whose code could not load to the browser but holds its form, and gives it what was typed and the form once it hydrates', async () => {
  document.body.innerHTML = `
    <div id="root"><div data-remote="mfe_g/Section">
      <a href="#next" id="link">Next</a>
      <form id="form"><input id="name" /></form>
    </div></div>`;
  const link = document.getElementById('link') as HTMLAnchorElement;
  const form = document.getElementById('form') as HTMLFormElement;
  const name = document.getElementById('name') as HTMLInputElement;
  earlyInput.notLoaded('mfe_g/Section');

  expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
  name.value = 'Ada Lovelace';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  const sent: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(name.value);
  });
  expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
  expect(sent).toEqual([]);

  // Retried, it loads and hydrates: the form, which reset the field, is given the text, then sent.
  name.value = '';
  earlyInput.hydrated('mfe_g/Section');
  await nextTask();
  expect(name.value).toBe('Ada Lovelace');
  expect(sent).toEqual(['Ada Lovelace']);
});

test("on a static page, leaves a click on an island's link to the browser and holds one on its button", () => {
  document.documentElement.setAttribute(STATIC_PAGE_ATTRIBUTE, '');
  document.body.innerHTML = `
    <div id="root">
      <div ${ISLAND_ATTRIBUTE}="mfe_s/Tabs"><div data-remote="mfe_s/Tabs">
        <a href="/careers/a-job" id="job"><span id="title">A job</span></a>
        <button type="button" id="tab">Benefits</button>
      </div></div>
    </div>`;
  const click = (id: string) =>
    document.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  // A link is followed as it is: dispatchEvent is true when no listener prevented the default.
  expect(click('title')).toBe(true);
  expect(click('tab')).toBe(false);
  document.documentElement.removeAttribute(STATIC_PAGE_ATTRIBUTE);
});
