import { describe, expect, it } from 'vitest';
import { scenarios } from '../scenarios';
import { QA_STRINGS } from './strings';
import { VARIANT_CHOICES } from './variants';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('the QA panel strings', () => {
  const reference = keys(QA_STRINGS.zh_CN).sort();
  it.each(Object.keys(QA_STRINGS))('%s has the keys of zh_CN', (lang) => {
    expect(keys(QA_STRINGS[lang as keyof typeof QA_STRINGS]).sort()).toEqual(reference);
  });

  it('describes every named scenario and every variant', () => {
    for (const s of scenarios) expect(reference, s.name).toContain(`scenarios.${s.name}`);
    for (const v of VARIANT_CHOICES)
      expect(reference, v.value).toContain(`variants.${v.value.replace(':', '_')}`);
  });
});
