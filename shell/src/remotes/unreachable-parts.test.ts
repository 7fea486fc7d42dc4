import { UnreachableParts } from './unreachable-parts';

const PAGE = 'mfe_contact/ContactPage';

function page() {
  document.body.innerHTML = `
    <div data-remote="${PAGE}">
      <p id="text">Tell us about you</p>
      <div data-remote="mfe_contact/ContactWizard">
        <form><input id="name" /><button type="button" id="continue">Continue</button></form>
      </div>
    </div>
    <div data-remote="mfe_marketing/Page"><button type="button" id="other">Other</button></div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    continueButton: byId('continue'),
    text: byId('text'),
    other: byId('other'),
    form: document.querySelector('form') as HTMLFormElement,
  };
}

const click = (element: HTMLElement) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

test('a control or a form in an unreachable part (a part inside it included) is answered with a notice, not sent, and the part is tried again at once', async () => {
  const { continueButton, text, other, form } = page();
  const parts = new UnreachableParts();
  parts.add(PAGE);
  const used: string[] = [];
  const stop = parts.watch((key) => used.push(key));
  let woken = false;
  void parts.wait(PAGE, 60_000).then(() => {
    woken = true;
  });

  expect(click(text)).toBe(true);
  expect(click(other)).toBe(true);
  expect(used).toEqual([]);

  expect(click(continueButton)).toBe(false);
  expect(submit(form)).toBe(false);
  expect(used).toEqual([PAGE, PAGE]);
  await Promise.resolve();
  expect(woken).toBe(true);
  stop();
});

test('once the part has loaded, its controls are left to it', () => {
  const { continueButton } = page();
  const parts = new UnreachableParts();
  parts.add(PAGE);
  const used: string[] = [];
  const stop = parts.watch((key) => used.push(key));
  parts.loaded(PAGE);

  expect(click(continueButton)).toBe(true);
  expect(used).toEqual([]);
  stop();
});
