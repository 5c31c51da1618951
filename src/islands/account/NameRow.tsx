// The name row of My Account: shown, or edited in place and saved with PATCH /me { name }.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { updateMe } from '../../lib/api/me.ts';
import { setUser } from '../../stores/session.ts';
import { showToast } from '../toast.ts';
import type { PartProps } from './part-props.ts';
import { nameError } from './profile-errors.ts';

/** The server's limit (PATCH /me). */
const NAME_MAX = 100;

export function NameRow({ user, strings, words }: PartProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) field.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function start() {
    setValue(user.name ?? '');
    setError('');
    setSaved('');
    setEditing(true);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const name = value.trim();
    if (!name) return setError(strings.nameRequired);
    if (name === user.name) return setEditing(false);
    setBusy(true);
    setError('');
    const result = await updateMe({ name });
    setBusy(false);
    if (!result.ok) return setError(nameError(result.error, strings, words));
    if (result.data.data) setUser(result.data.data);
    showToast(strings.nameSaved);
    setSaved(strings.nameSaved);
    setEditing(false);
  }

  const errorId = `${id}-error`;
  return (
    <div className="account__row">
      <dt id={`${id}-label`}>{strings.name}</dt>
      {editing ? (
        <dd className="account__editor">
          <form noValidate onSubmit={onSubmit}>
            <input
              ref={field}
              className="account__input"
              type="text"
              autoComplete="name"
              maxLength={NAME_MAX}
              value={value}
              aria-labelledby={`${id}-label`}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) setError('');
              }}
            />
            {error && (
              <p className="account__error" id={errorId} role="alert">
                {error}
              </p>
            )}
            <div className="account__buttons">
              <button type="submit" className="button" disabled={busy}>
                {busy ? strings.saving : strings.save}
              </button>
              <button type="button" className="button button--outline" onClick={() => setEditing(false)} disabled={busy}>
                {strings.cancel}
              </button>
            </div>
          </form>
        </dd>
      ) : (
        <>
          <dd className="account__value">{user.name || <span className="account__empty">{strings.notAdded}</span>}</dd>
          <dd className="account__action">
            <button ref={editButton} type="button" className="account__link" aria-label={strings.editName} onClick={start}>
              {strings.edit}
            </button>
          </dd>
        </>
      )}
      <dd className="account__status">
        <span role="status">{saved}</span>
      </dd>
    </div>
  );
}
