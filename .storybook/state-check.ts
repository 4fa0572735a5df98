import type { StoryContext } from '@storybook/react-vite';
import { commands } from 'vitest/browser';
import type { ScreenRect } from '../scripts/vite/story-picture';

/**
 * Every chosen state is visible: for each radio group, tab list, checkbox, switch and chip a story
 * shows, another option is picked and the control's pixels compared before and after. A choice
 * that changes nothing on screen fails, naming the control (the pay ways once changed only their
 * `aria-checked`: their stylesheets were missing, and the baselines held the bug).
 *
 * Cheap by design: a control is checked once per story file (by its role and name: the pay sheet's
 * ways in its first story that shows them, not in its twenty states), the pixels of its box only,
 * as digests, two round trips to the browser's host per control. It runs after every other check
 * of the story (the picks change the screen).
 */

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** scripts/vite/control-pixels.ts: a digest of each box's pixels on the test page. */
    controlPixels: (rects: ScreenRect[]) => Promise<string[]>;
  }
}

interface Control {
  /** What it is and its name, for the failure and for checking each once per file. */
  label: string;
  /** The box whose pixels are compared. */
  box: Element;
  /** Picks another option (or flips it); false when there is none to pick. */
  pick(): boolean;
  /**
   * Scrolls the option it will pick into view: in a strip that scrolls sideways (the nearby
   * channels), an option past its edge is picked unseen, and the control's pixels stay the same.
   */
  reveal?(): void;
}

/** Controls already checked, by story file (its title), role and name. */
const checked = new Set<string>();

const usable = (el: Element) =>
  !el.closest('[disabled], [aria-disabled="true"], [inert], [aria-hidden="true"]') &&
  !(el as HTMLInputElement).disabled;

function visible(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
  );
}

function nameOf(el: Element): string {
  const labelled = el.getAttribute('aria-labelledby');
  const text =
    el.getAttribute('aria-label') ??
    (labelled
      ? labelled
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : null) ??
    ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent) ??
    '';
  return text.trim().replace(/\s+/g, ' ').slice(0, 40);
}

const isOn = (el: Element) =>
  (el as HTMLInputElement).checked === true ||
  el.getAttribute('aria-checked') === 'true' ||
  el.getAttribute('aria-selected') === 'true';

/**
 * What shows of an option: its label (a chip's input is visually hidden, its label beside it
 * names it with for=), else the option itself.
 */
const shown = (option: HTMLElement): Element =>
  (option as HTMLInputElement).labels?.[0] ?? option.closest('label') ?? option;

/** A group whose options are picked one at a time: a radio group (chips, segments) or tabs. */
function groupControl(group: Element, role: string, optionSelector: string): Control | null {
  const options = [...group.querySelectorAll<HTMLElement>(optionSelector)].filter(usable);
  const other = options.find((option) => !isOn(option) && visible(shown(option)));
  const anyVisible = options.some((option) => visible(shown(option)));
  if (!other || !anyVisible || !visible(group)) return null;
  return {
    label: `${role} "${nameOf(group)}" (picked "${nameOf(other)}")`,
    box: group,
    pick: () => {
      // The screen rendered its options anew since they were found (the nearby channels went
      // back to the city level as the language changed): a stale option proves nothing.
      if (!other.isConnected) return false;
      other.click();
      return true;
    },
    reveal: () => shown(other).scrollIntoView({ block: 'center', inline: 'nearest' }),
  };
}

/** The visible part of a checkbox, switch or chip: Mantine's root, or the label around it. */
function toggleBox(input: HTMLElement): Element {
  return (
    input.closest(
      '.mantine-Checkbox-root, .mantine-Switch-root, .mantine-Chip-root, .mantine-CheckboxCard-card, label',
    ) ??
    (input as HTMLInputElement).labels?.[0] ??
    input
  );
}

export function controlsOnScreen(root: ParentNode = document.body): Control[] {
  const controls: Control[] = [];
  const inGroup = new Set<Element>();
  for (const group of root.querySelectorAll('[role="radiogroup"]')) {
    const options = 'input[type="radio"], [role="radio"]';
    group.querySelectorAll(options).forEach((o) => inGroup.add(o));
    const control = groupControl(group, 'radio group', options);
    if (control) controls.push(control);
  }
  for (const list of root.querySelectorAll('[role="tablist"]')) {
    const control = groupControl(list, 'tab list', '[role="tab"]');
    if (control) controls.push(control);
  }
  // Radios outside a radio group: one group per name.
  const byName = new Map<string, HTMLInputElement[]>();
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    if (inGroup.has(radio) || !radio.name) continue;
    byName.set(radio.name, [...(byName.get(radio.name) ?? []), radio]);
  }
  for (const radios of byName.values()) {
    const other = radios.find((r) => !r.checked && usable(r) && visible(toggleBox(r)));
    const first = radios[0]!;
    let box: Element | null = first.parentElement;
    while (box && !radios.every((r) => box!.contains(r))) box = box.parentElement;
    if (other && box && visible(box)) {
      controls.push({
        label: `radios "${first.name}" (picked "${nameOf(other)}")`,
        box,
        // A virtualized list renders its rows anew as it scrolls: a stale row proves nothing.
        pick: () => other.isConnected && (other.click(), true),
        // A long list's first unpicked row may be off the screen (the time zones), and at its
        // nearest edge it sat under the fixed top bar, its check drawn where nobody sees it.
        reveal: () => toggleBox(other).scrollIntoView({ block: 'center', inline: 'nearest' }),
      });
    }
  }
  const toggles = 'input[type="checkbox"], [role="checkbox"], [role="switch"]';
  for (const toggle of root.querySelectorAll<HTMLElement>(toggles)) {
    if (inGroup.has(toggle) || !usable(toggle)) continue;
    const box = toggleBox(toggle);
    if (!visible(box)) continue;
    const role = toggle.getAttribute('role') === 'switch' ? 'switch' : 'checkbox';
    controls.push({
      label: `${role} "${nameOf(toggle)}"`,
      box,
      pick: () => (toggle.click(), true),
    });
  }
  return controls;
}

/** A box of the story's frame, in CSS pixels of the test page, whole pixels outward. */
function onTestPage(el: Element): ScreenRect | null {
  const frame = window.frameElement;
  if (!frame) return null;
  const outer = frame.getBoundingClientRect();
  const box = el.getBoundingClientRect();
  const left = outer.left + frame.clientLeft + window.parent.scrollX + Math.max(0, box.left);
  const top = outer.top + frame.clientTop + window.parent.scrollY + Math.max(0, box.top);
  const right =
    outer.left + frame.clientLeft + window.parent.scrollX + Math.min(innerWidth, box.right);
  const bottom =
    outer.top + frame.clientTop + window.parent.scrollY + Math.min(innerHeight, box.bottom);
  if (right - left < 1 || bottom - top < 1) return null;
  const x = Math.floor(left);
  const y = Math.floor(top);
  return { x, y, width: Math.ceil(right) - x, height: Math.ceil(bottom) - y };
}

const frames = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

/** Nothing moves by itself while the pixels are compared: no transition, caret or focus ring. */
const STILL = `
  *, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }
  *:focus, *:focus-visible { outline: none !important; }
`;

/**
 * A pick some screens show only once the server agreed (a settings switch): if nothing changed
 * at once, the check looks again until it does, for 5 s at most. A shown pick ends the wait at
 * once; a second was too short on a loaded machine (the time zone list's radio, clean run).
 */
const SETTLE_MS = 5_000;

const keyOf = (context: StoryContext, control: Control) =>
  `${context.title}|${control.label.replace(/ \(picked .*\)$/, '')}`;

export async function checkChosenStates(context: StoryContext): Promise<void> {
  if (!window.frameElement) return;
  // Most stories show no control this file has not checked yet: they cost one DOM query.
  const todo = controlsOnScreen().filter((control) => !checked.has(keyOf(context, control)));
  if (todo.length === 0) return;
  const still = document.createElement('style');
  still.textContent = STILL;
  document.head.append(still);
  const invisible: string[] = [];
  const looked: string[] = [];
  try {
    await frames();
    for (const control of todo) {
      if (!control.box.isConnected) continue;
      checked.add(keyOf(context, control));
      looked.push(control.label);
      control.box.scrollIntoView({ block: 'nearest' });
      control.reveal?.();
      await frames();
      const rect = onTestPage(control.box);
      if (!rect) continue;
      const [before] = await commands.controlPixels([rect]);
      if (!control.pick()) continue;
      let changed = false;
      const deadline = performance.now() + SETTLE_MS;
      do {
        await frames();
        const now = control.box.isConnected ? onTestPage(control.box) : null;
        // Gone, moved or resized: the pick shows.
        if (!now || now.width !== rect.width || now.height !== rect.height) changed = true;
        else changed = (await commands.controlPixels([now]))[0] !== before;
      } while (!changed && performance.now() < deadline);
      if (!changed) invisible.push(control.label);
    }
  } finally {
    still.remove();
  }
  // With the check times (mode-checks.ts): which controls this story's check looked at.
  if (import.meta.env.VITE_CHECK_TIMES === '1' && looked.length > 0)
    console.info(`[state-check] ${context.id}: ${looked.join(' | ')}`);
  if (invisible.length > 0) {
    throw new Error(
      `A chosen state that shows nothing on screen (the control's pixels did not change):\n` +
        invisible.join('\n'),
    );
  }
}
