/**
 * The browser's notices: Radix Toast (@radix-ui/react-toast), in a chunk of its own that only a
 * page with a notice downloads (see toast.tsx).
 *
 * The settings: one notice visible at a time (a new one replaces the one shown), 5 s on screen
 * (paused while pointed at or focused), swiped right by more than 50 px to dismiss, F8 moves the
 * focus to the notices' region, and a dismissed notice is forgotten 1,000 s after it closed.
 *
 * Every `ToastNotice` of the page feeds one list of notices; one of them (the first mounted, the
 * "host") renders the library's viewport, so there is one region and one F8 whatever the number of
 * places with a notice to show.
 *
 * A notice the server rendered is first hydrated as that same HTML (`StaticNotice`); the library's
 * copy replaces it in the commit that puts the library's copy in the page, so there is neither a
 * frame without the notice nor one with two (nor two copies for a screen reader).
 */
import * as Toast from '@radix-ui/react-toast'
import { type SyntheticEvent, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { Link } from 'react-router'
import type { Toast as Notice } from '~/lib/toast.server'
import {
  NoticeContent,
  noticeActionClass,
  noticeCardClass,
  noticeCloseClass,
  noticeRole,
  noticesAreaClass,
  noticeVariant,
  StaticNotice,
  useNoticeTexts,
} from './toast-card'
import { useHydrated } from './use-hydrated'

const TOAST_LIMIT = 1
const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50
const TOAST_REMOVE_DELAY_MS = 1_000_000

interface Entry {
  notice: Notice
  open: boolean
}

/** The notices, newest first (at most TOAST_LIMIT). */
let entries: readonly Entry[] = []
/** Notices already given to the list: each is shown once, however often its page renders it. */
const published = new Set<string>()
/** Notices whose server copy is done with: replaced by the library's copy, or closed. */
const settled = new Set<string>()
/** The mounted `ToastNotices`, in mounting order; the first renders the viewport. */
const hosts: object[] = []
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function publish(notice: Notice, open: boolean) {
  if (published.has(notice.id)) return
  published.add(notice.id)
  entries = [{ notice, open }, ...entries].slice(0, TOAST_LIMIT)
  if (!open) close(notice.id)
  emit()
}

function settle(id: string) {
  if (settled.has(id)) return
  settled.add(id)
  emit()
}

function close(id: string) {
  settled.add(id)
  entries = entries.map((entry) => (entry.notice.id === id ? { ...entry, open: false } : entry))
  emit()
  setTimeout(() => {
    entries = entries.filter((entry) => entry.notice.id !== id)
    emit()
  }, TOAST_REMOVE_DELAY_MS)
}

const noEntries: readonly Entry[] = []

/** Whether this component renders the viewport (the first of the page's `ToastNotices`). */
function useIsHost() {
  const [self] = useState(() => ({}))
  useLayoutEffect(() => {
    hosts.push(self)
    emit()
    return () => {
      hosts.splice(hosts.indexOf(self), 1)
      emit()
    }
  }, [self])
  return useSyncExternalStore(
    subscribe,
    () => hosts[0] === self,
    () => false,
  )
}

export default function ToastNotices({ toast }: { toast: Notice | null }) {
  const hydrated = useHydrated()
  const isHost = useIsHost()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const handedOver = useSyncExternalStore(
    subscribe,
    () => toast !== null && settled.has(toast.id),
    () => false,
  )
  // In the commit that shows the notice's server copy, so that the library's copy (and the end of
  // the one it replaces) follows before the browser paints. A server copy closed before the
  // script ran stays closed.
  useLayoutEffect(() => {
    if (toast) publish(toast, detailsRef.current?.open !== false)
  }, [toast])
  const closed = useCallback(
    (event: SyntheticEvent<HTMLDetailsElement>) => {
      if (toast && !event.currentTarget.open) close(toast.id)
    },
    [toast],
  )
  return (
    <>
      {toast && !handedOver && <StaticNotice toast={toast} detailsRef={detailsRef} onToggle={closed} />}
      {hydrated && isHost && <Toaster />}
    </>
  )
}

function Toaster() {
  const texts = useNoticeTexts()
  const list = useSyncExternalStore(
    subscribe,
    () => entries,
    () => noEntries,
  )
  // Until the page's texts are there (a notice made in the browser on a page that came without
  // one), the server copy stays.
  if (!texts.region) return null
  return (
    <Toast.Provider label={texts.item} duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {list.map(({ notice, open }) => (
        <LibraryNotice key={notice.id} notice={notice} open={open} closeLabel={texts.close} />
      ))}
      {/* At the end of the body: a host inside a closed panel (the media upload) still shows its notices. */}
      {createPortal(
        <Toast.Viewport
          label={`${texts.region} ({hotkey})`}
          className={`${noticesAreaClass} outline-offset-4 focus-visible:outline-2 focus-visible:outline-fig-600`}
        />,
        document.body,
      )}
    </Toast.Provider>
  )
}

function LibraryNotice({ notice, open, closeLabel }: { notice: Notice; open: boolean; closeLabel: string }) {
  // The library's copy is in the page: the server copy goes, in the same commit.
  const handOver = useCallback(
    (node: HTMLLIElement | null) => {
      if (node) settle(notice.id)
    },
    [notice.id],
  )
  return (
    <Toast.Root
      ref={handOver}
      open={open}
      onOpenChange={(next) => {
        if (!next) close(notice.id)
      }}
      // Radix announces the notice once: assertively for errors (like an alert), politely otherwise
      // (like a status).
      type={notice.type === 'error' ? 'foreground' : 'background'}
      data-testid="toast"
      data-variant={noticeVariant(notice)}
      className={`${noticeCardClass(notice)} data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) motion-safe:data-[swipe=end]:animate-toast-swipe-out motion-safe:data-[state=closed]:not-data-[swipe=end]:animate-toast-hide`}
    >
      {/* The role (as in the server's copy) for a visitor who comes across the notice; not a live
          region of its own, since Radix's announcement is the one. (On the list item itself a
          role would break the viewport's list.) */}
      <div role={noticeRole(notice)} aria-live="off">
        <NoticeContent
          toast={notice}
          action={
            notice.action && (
              // No type="button" on the link (the library's default for its buttons).
              <Toast.Action altText={notice.action.label} asChild type={undefined}>
                <Link to={notice.action.href} className={noticeActionClass}>
                  {notice.action.label}
                </Link>
              </Toast.Action>
            )
          }
        />
      </div>
      <Toast.Close aria-label={closeLabel} className={noticeCloseClass}>
        <span aria-hidden="true">×</span>
      </Toast.Close>
    </Toast.Root>
  )
}
