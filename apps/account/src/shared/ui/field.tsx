/**
 * Form fields: every one has its <label>, and its message (hint or error) is tied to the input so a
 * screen reader reads it with the field.
 */
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A translated message shown under the field; marks it invalid. */
  error?: string | null;
  hint?: ReactNode;
}

function describedBy(id: string, error: string | null | undefined, hint: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className={styles.fieldError}>
          {error}
        </div>
      ) : null}
    </>
  );
}

export function TextField({ label, value, onValueChange, error, hint, id: given, ...input }: TextFieldProps) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A password with a Show / Hide toggle (a button whose name is its visible text). */
export function PasswordField({
  label,
  value,
  onValueChange,
  error,
  hint,
  id: given,
  children,
  ...input
}: TextFieldProps & { children?: ReactNode }) {
  const { t } = useTranslation();
  const generated = useId();
  const id = given ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          id={id}
          className={`${styles.input} ${styles.withToggle}`}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('common.hidePassword') : t('common.showPassword')}
        </button>
      </div>
      {children}
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  error,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | null;
  name?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Messages id={id} error={error} />
    </div>
  );
}
