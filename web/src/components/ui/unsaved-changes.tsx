import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { LogOut } from 'lucide-react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

export interface UnsavedChangesTexts {
  title: string;
  question: string;
  stay: string;
  leave: string;
  close: string;
}

/** Tells the guard whether the form of `id` holds changes that are not saved. */
type Report = (id: string, unsaved: boolean) => void;

const ReportContext = createContext<Report | null>(null);

/** The state of a link that leaves on purpose without saving (a form's Cancel): nothing to ask. */
export const DISCARDING_CHANGES = { discardsUnsavedChanges: true } as const;

const discards = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'discardsUnsavedChanges' in state;

/** Another screen, not the same one with another hash, and not a Cancel. */
const leavesScreen: BlockerFunction = ({ currentLocation, nextLocation }) =>
  !discards(nextLocation.state) &&
  (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

/**
 * Keeps the forms below it from losing what was typed: while one of them holds unsaved changes
 * (`useUnsavedChanges`), leaving for another screen asks first, and closing or reloading the tab
 * gets the browser's own question. The forms report in a layout effect and the router asks at the
 * moment of leaving, so a form's own navigation after a save, once it no longer reports changes,
 * is never stopped.
 */
export function UnsavedChangesGuard({
  texts,
  children,
}: {
  texts: UnsavedChangesTexts;
  children: ReactNode;
}) {
  const unsaved = useRef(new Set<string>());
  const report = useCallback<Report>((id, holds) => {
    if (holds) unsaved.current.add(id);
    else unsaved.current.delete(id);
  }, []);
  const blocker = useBlocker(
    useCallback<BlockerFunction>((args) => unsaved.current.size > 0 && leavesScreen(args), []),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current.size === 0) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <ReportContext.Provider value={report}>
      {children}
      {blocker.state === 'blocked' ? (
        // Leaving throws the changes away: the question before a delete, Stay focused.
        <ConfirmDeleteDialog
          texts={{ title: texts.title, cancel: texts.stay, confirm: texts.leave, deleting: texts.leave }}
          closeLabel={texts.close}
          question={texts.question}
          confirmIcon={LogOut}
          deleting={false}
          onCancel={() => blocker.reset()}
          onConfirm={() => blocker.proceed()}
        />
      ) : null}
    </ReportContext.Provider>
  );
}

/**
 * A form's part in the guard above it: `unsaved` while it holds changes that are not saved (and
 * false while a save is in flight, whose own navigation must pass). No guard above, no effect.
 */
export function useUnsavedChanges(unsaved: boolean): void {
  const report = useContext(ReportContext);
  const id = useId();
  useLayoutEffect(() => {
    report?.(id, unsaved);
  }, [report, id, unsaved]);
  useLayoutEffect(() => () => report?.(id, false), [report, id]);
}
