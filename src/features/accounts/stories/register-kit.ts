import { screen, userEvent } from 'storybook/test';
import { tr } from './story-kit';

/** Story steps of the registration wizard, shared by registration and visitor binding. */

export const field = (key: string) => screen.getByLabelText(tr(key), { exact: true });
export const next = () => screen.getByRole('button', { name: tr('accounts.register.next') });
export const stepHeading = (step: string) =>
  screen.findByRole('heading', { name: tr(`accounts.register.steps.${step}`) });

/** Step one: phone, send-out, code, Next. Every unlisted phone receives 246810 (QA panel). */
export async function phoneStep(phone = '13912345678', code = '246810') {
  await stepHeading('phone');
  await userEvent.type(field('accounts.register.phone'), phone);
  await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.send') }));
  await screen.findByRole('status');
  await userEvent.type(field('accounts.register.code'), code);
  await userEvent.click(next());
}

export async function skipInvite() {
  await stepHeading('invite');
  await userEvent.click(screen.getByRole('button', { name: tr('accounts.register.skip') }));
}

export async function accountStep(name = 'new_member', password = 'secret12') {
  await stepHeading('account');
  await userEvent.type(field('accounts.register.username'), name);
  await userEvent.type(field('accounts.login.password'), password);
  await userEvent.click(next());
}

/** Step four: the questions `ids` (their texts by `label`), each answered. */
export async function chooseQuestions(ids: number[], label: (id: number) => string) {
  await stepHeading('questions');
  const boxes = await screen.findAllByRole('combobox', { name: tr('accounts.register.question') });
  const answers = screen.getAllByLabelText(tr('accounts.register.answer'), { exact: true });
  for (const [i, id] of ids.entries()) {
    const box = boxes[i];
    const answer = answers[i];
    if (!box || !answer) throw new Error(`No question field ${i + 1}`);
    await userEvent.click(box);
    await userEvent.click(await screen.findByRole('option', { name: label(id) }));
    await userEvent.type(answer, `answer ${i}`);
  }
}
