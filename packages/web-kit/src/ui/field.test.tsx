import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField, PasswordField, SelectField, TextField } from './field';

describe('TextField', () => {
  it('is named by its label and reads its hint, then its error, with the input', () => {
    const { rerender } = render(
      <TextField label="Username" value="" onValueChange={() => {}} hint="6 letters" />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '6 letters',
    );

    rerender(<TextField label="Username" value="" onValueChange={() => {}} error="Too short" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Too short',
    );
  });

  it('hands each change over as text, and lets the form name its own description', () => {
    const onValueChange = vi.fn();
    render(<TextField label="Amount" value="" onValueChange={onValueChange} aria-describedby="form-error" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '5' } });
    expect(onValueChange).toHaveBeenCalledWith('5');
    expect(input.getAttribute('aria-describedby')).toBe('form-error');
  });
});

describe('PasswordField', () => {
  function Password() {
    const [value, setValue] = useState('secret');
    return (
      <PasswordField
        label="Password"
        value={value}
        onValueChange={setValue}
        showLabel="Show"
        hideLabel="Hide"
      />
    );
  }

  it('shows and hides the password with a button named by its visible text', () => {
    render(<Password />);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });
});

describe('SelectField', () => {
  it('is named by its label and hands the chosen value over', () => {
    const onValueChange = vi.fn();
    render(
      <SelectField label="Language" value="en" onValueChange={onValueChange}>
        <option value="en">English</option>
        <option value="de">Deutsch</option>
      </SelectField>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    expect(onValueChange).toHaveBeenCalledWith('de');
  });
});

describe('CheckboxField', () => {
  it('is named by its label and says its error', () => {
    const onCheckedChange = vi.fn();
    render(
      <CheckboxField
        label="I accept"
        checked={false}
        onCheckedChange={onCheckedChange}
        error="Please accept"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    fireEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please accept',
    );
  });
});
