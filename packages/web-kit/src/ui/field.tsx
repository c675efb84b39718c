/**
 * Form fields: every one has its <label>, and its message (hint or error) is tied to the control so a
 * screen reader reads it with the field. The kit holds no texts: labels, messages and the password
 * toggle's words come translated from the app.
 *
 * An entry of its own (`@touchline/web-kit/field`), not in the kit's index: an app's first load that
 * imports the index for a toast or the skeleton does not carry the forms.
 */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId, useState } from 'react';
import styles from './field.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A translated message shown under the field; marks it invalid. */
  error?: string | null;
  hint?: ReactNode;
}

export interface PasswordFieldProps extends TextFieldProps {
  /** The toggle's text (its accessible name) while the password is hidden, e.g. 'Show'. */
  showLabel: string;
  /** The toggle's text while the password is shown, e.g. 'Hide'. */
  hideLabel: string;
  /** Shown under the input, above the messages (a strength meter). */
  children?: ReactNode;
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
        <div id={`${id}-error`} className={styles.error}>
          {error}
        </div>
      ) : null}
    </>
  );
}

/** The label above, the control, the messages below: what every field but the checkbox shares. */
function Labelled({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** The attributes that tie a control to its messages. */
const described = (id: string, error: string | null | undefined, hint: ReactNode) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
});

export function TextField({ label, value, onValueChange, error, hint, id: given, ...input }: TextFieldProps) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <Labelled id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...described(id, error, hint)}
        {...input}
      />
    </Labelled>
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
  showLabel,
  hideLabel,
  children,
  ...input
}: PasswordFieldProps) {
  const generated = useId();
  const id = given ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <Labelled id={id} label={label} error={error} hint={hint}>
      <div className={styles.inputWrap}>
        <input
          id={id}
          className={`${styles.input} ${styles.withToggle}`}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...described(id, error, hint)}
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
          {visible ? hideLabel : showLabel}
        </button>
      </div>
      {children}
    </Labelled>
  );
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children'> {
  label: string;
  value: string | number;
  onValueChange: (value: string) => void;
  /** The <option> elements. */
  children: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

export function SelectField({
  label,
  value,
  onValueChange,
  children,
  error,
  hint,
  id: given,
  ...select
}: SelectFieldProps) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <Labelled id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...described(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </Labelled>
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
