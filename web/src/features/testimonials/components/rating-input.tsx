import { AlertCircle, Star } from 'lucide-react';
import { useState } from 'react';
import { testimonialLimits } from '@smarthome/catalog';
import { testimonialTexts } from '@/features/testimonials/testimonial-texts';
import styles from './rating-input.module.css';

const t = testimonialTexts.form;
const SCALE = Array.from(
  { length: testimonialLimits.ratingMax - testimonialLimits.ratingMin + 1 },
  (_, i) => testimonialLimits.ratingMin + i,
);

interface RatingInputProps {
  /** The group's id; each star's radio is `${id}-${stars}`, the first one `${id}` (for the focus). */
  id: string;
  label: string;
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}

/**
 * The rating as five stars that are one radio group (a fieldset named by its legend): arrow keys
 * move between them and each is named '1 stea' … '5 stele'. Beside them the choice in a word, for
 * the eye (the radio's name already says it); hovering previews a choice.
 */
export function RatingInput({ id, label, value, onChange, error }: RatingInputProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.field}
      data-invalid={error ? 'true' : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.row}>
        <div className={styles.stars} onMouseLeave={() => setPreview(null)}>
          {SCALE.map((stars) => {
            const inputId = stars === SCALE[0] ? id : `${id}-${stars}`;
            return (
              <label
                key={stars}
                htmlFor={inputId}
                className={styles.star}
                onMouseEnter={() => setPreview(stars)}
              >
                <input
                  id={inputId}
                  type="radio"
                  name={id}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  className={styles.radio}
                />
                <Star
                  aria-hidden="true"
                  size={32}
                  className={stars <= shown ? styles.on : styles.off}
                  fill={stars <= shown ? 'currentColor' : 'none'}
                />
                <span className="visually-hidden">{t.ratingOption(stars)}</span>
              </label>
            );
          })}
        </div>
        <span className={styles.words} aria-hidden="true">
          {t.ratingWords[shown - 1] ?? ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertCircle aria-hidden="true" size={15} />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
