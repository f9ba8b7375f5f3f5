import { describe, expect, it } from 'vitest';
import { antdCss, hidingRules } from './hiding-rules';

describe('hidingRules', () => {
  it('keeps the hiding declaration of each top-level rule, and no other rule or declaration', () => {
    const css = [
      '.a{color:red;display:none;margin:0}',
      '.b{display:block}',
      '.c,.d >.e{visibility:hidden;}',
      '.f::before{display:none}',
      '@media (max-width: 575px){.g{display:none}.h{display:none}}',
      '@keyframes k{0%{opacity:0}100%{opacity:1}}',
      '.i{display: none}',
    ].join('');
    expect(hidingRules(css)).toBe(['.a{display:none}', '.c,.d >.e{visibility:hidden}', '.i{display: none}'].join('\n'));
  });

  it("finds Ant Design's hidden states in its style sheet", () => {
    const rules = hidingRules(antdCss()).split('\n');
    expect(rules).toContain('.ant-form-item-hidden,.ant-form-item-hidden.ant-row{display:none}');
    expect(rules).toContain('.ant-select-dropdown-hidden{display:none}');
    expect(
      rules.every((r) =>
        /^[^@{}]+\{(display:\s*none|visibility:\s*hidden)(;(display:\s*none|visibility:\s*hidden))*\}$/.test(r),
      ),
    ).toBe(true);
  });
});
