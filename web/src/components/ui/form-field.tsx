import { AlertCircle, Eye, EyeOff, Info } from 'lucide-react';
import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './form-field.module.css';

interface FieldFrameProps {
  id: string;
  label: string;
  /** The field's error; it marks the control invalid and is read out with it. */
  error?: string | null;
  hint?: string;
  /** Something the reader should know about the value, under the control whatever else shows there. */
  notice?: string;
  /** Something on the label's line, at its end (e.g. a "forgot password" link). */
  labelAside?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}

/** The ids of a field's hint, error and notice, and the `aria-describedby` they give its control. */
function noteIds(id: string, error?: string | null, hint?: string, notice?: string) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = notice ? `${id}-notice` : undefined;
  return {
    hintId,
    errorId,
    noticeId,
    describedBy: [errorId, noticeId, hintId].filter(Boolean).join(' ') || undefined,
  };
}

/** Under a field: its error when it has one, else its hint. */
function FieldNote({ id, error, hint }: { id: string; error?: string | null; hint?: string }) {
  const { hintId, errorId } = noteIds(id, error, hint);
  if (error) {
    return (
      <p id={errorId} className={styles.error}>
        <AlertCircle aria-hidden="true" size={15} />
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

function FieldFrame({ id, label, error, hint, notice, labelAside, children }: FieldFrameProps) {
  const { describedBy, noticeId } = noteIds(id, error, hint, notice);
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {labelAside}
      </div>
      {children(describedBy)}
      {notice ? (
        <p id={noticeId} className={styles.notice}>
          <Info aria-hidden="true" size={15} />
          {notice}
        </p>
      ) : null}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

interface FieldGroupProps {
  /** The base of the hint's and the error's ids. */
  id: string;
  legend: string;
  /** The group's error (none of the choices taken): it describes the group. */
  error?: string | null;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Controls that answer one question together (boxes of which several may be ticked) under their
 * legend, with the group's hint or error below, read out with the group.
 */
export function FieldGroup({ id, legend, error, hint, className, children }: FieldGroupProps) {
  const { describedBy } = noteIds(id, error, hint);
  return (
    <fieldset
      className={[styles.group, className ?? ''].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
      data-invalid={error ? 'true' : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {children}
      <FieldNote id={id} error={error} hint={hint} />
    </fieldset>
  );
}

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'id'> & {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  notice?: string;
  labelAside?: ReactNode;
};

/** A labelled input with its hint or error below, wired for assistive technology. */
export function TextField({ id, label, error, hint, notice, labelAside, className, ...input }: InputProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} notice={notice} labelAside={labelAside}>
      {(describedBy) => (
        <input
          id={id}
          className={[styles.control, className ?? ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type PasswordProps = Omit<InputProps, 'type'> & {
  /** Accessible names of the show/hide toggle, in the page's language. */
  showLabel: string;
  hideLabel: string;
};

/** A password input with a button that shows the typed text (fewer typos in a new password). */
export function PasswordField({
  showLabel,
  hideLabel,
  id,
  label,
  error,
  hint,
  labelAside,
  ...input
}: PasswordProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      {(describedBy) => (
        <div className={styles.withButton}>
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            className={styles.control}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            autoCapitalize="off"
            spellCheck={false}
            {...input}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

type SelectProps = Omit<ComponentPropsWithoutRef<'select'>, 'id'> & {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  notice?: string;
};

export function SelectField({ id, label, error, hint, notice, children, ...select }: SelectProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} notice={notice}>
      {(describedBy) => (
        <select
          id={id}
          className={`${styles.control} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

type TextAreaProps = Omit<ComponentPropsWithoutRef<'textarea'>, 'id'> & {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  notice?: string;
};

/** A labelled multi-line input (a message), with its hint or error below. */
export function TextAreaField({ id, label, error, hint, notice, className, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} notice={notice}>
      {(describedBy) => (
        <textarea
          id={id}
          className={[styles.control, styles.textarea, className ?? ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

type CheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'type'> & {
  id: string;
  /** May hold a link (e.g. to the terms): the box and the text form one label. */
  label: ReactNode;
  error?: string | null;
};

/** A checkbox with its label beside it and its error below (a consent, an option). */
export function CheckboxField({ id, label, error, className, ...input }: CheckboxProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div
      className={[styles.field, className ?? ''].filter(Boolean).join(' ')}
      data-invalid={error ? 'true' : undefined}
    >
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertCircle aria-hidden="true" size={15} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
