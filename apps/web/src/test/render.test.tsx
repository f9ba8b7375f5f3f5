// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppForm } from '@/shared/form/app-form';
import { renderUi } from './render';

describe('renderUi', () => {
  it('renders Ant Design without its runtime styles, and still hides what its style sheet hides', () => {
    renderUi(
      <AppForm>
        <Form.Item label="Shown" name="shown">
          <Input />
        </Form.Item>
        <Form.Item label="Hidden" name="hidden" hidden>
          <Input />
        </Form.Item>
      </AppForm>,
    );
    // Generated rules of the components are absent (the runtime would write `.ant-form-item{…}`), only CSS variables.
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).not.toMatch(/\.ant-form-item\{/);
    expect(screen.getByLabelText('Shown')).toBeVisible();
    expect(screen.getByLabelText('Hidden')).not.toBeVisible();
  });
});
