/**
 * No component without its styles: every Mantine class on the page (`m_…`, the class each
 * component part gets from its own stylesheet) is matched by some loaded style rule. The app
 * imports Mantine's CSS per component (src/app/mantine-styles.ts); a part whose stylesheet is
 * missing renders as bare HTML (the pay ways once showed as plain text, no radio circle, no
 * border), and a baseline taken of it holds the bug.
 *
 * Cheap by design: the class names a stylesheet's rules mention are read once per stylesheet
 * (a CSSStyleSheet object is replaced when its text changes), and a page's elements are looked at
 * once per check, each by a set lookup.
 */

/** A Mantine component class: `m_` and the hash of its name (`m_b4ccf09a`). */
const MANTINE_CLASS = /^m_[0-9a-f]+$/;
const CLASS_IN_SELECTOR = /\.(m_[0-9a-f]+)/g;

const classesBySheet = new WeakMap<CSSStyleSheet, Set<string>>();

function collect(rules: CSSRuleList, into: Set<string>): void {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      for (const match of rule.selectorText.matchAll(CLASS_IN_SELECTOR)) into.add(match[1]!);
    }
    // @layer, @media, @supports, @container and nested rules hold rules of their own.
    if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) collect(rule.cssRules, into);
  }
}

function sheetClasses(sheet: CSSStyleSheet): Set<string> {
  let classes = classesBySheet.get(sheet);
  if (classes) return classes;
  classes = new Set();
  try {
    collect(sheet.cssRules, classes);
  } catch {
    // A cross-origin sheet (a font's) cannot be read, and holds no Mantine rule.
  }
  classesBySheet.set(sheet, classes);
  return classes;
}

/** The Mantine classes some loaded rule mentions. */
function loadedClasses(root: Document): Set<string> {
  const all = new Set<string>();
  const sheets = [...root.styleSheets, ...root.adoptedStyleSheets];
  for (const sheet of sheets) for (const name of sheetClasses(sheet)) all.add(name);
  return all;
}

/**
 * The Mantine classes on the page that no loaded rule matches, each with the component part it
 * is on (Mantine's static class, `mantine-RadioCard-card`, names it) to say what to import.
 */
export function unstyledParts(root: Document = document): string[] {
  const loaded = loadedClasses(root);
  const missing = new Map<string, string>();
  for (const el of root.querySelectorAll('[class*="m_"]')) {
    for (const name of el.classList) {
      if (!MANTINE_CLASS.test(name) || loaded.has(name) || missing.has(name)) continue;
      const part = [...el.classList].find((c) => /^mantine-[A-Z]/.test(c)) ?? '';
      missing.set(name, `.${name} on <${el.tagName.toLowerCase()}${part ? ` ${part}` : ''}>`);
    }
  }
  return [...missing.values()];
}

/** Fails naming each component part that renders without its stylesheet. */
export function checkStyles(where: string): void {
  const parts = unstyledParts();
  if (parts.length === 0) return;
  throw new Error(
    `${where}: ${parts.length} Mantine part(s) have no loaded style rule (add the component's ` +
      `stylesheet to src/app/mantine-styles.ts):\n${parts.join('\n')}`,
  );
}
