import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { memberIdFromSubject, safeReturnTo, type AuthSession, type Language, type UnionRole } from '@mywru/shared';
import type { getSessionEndpoint } from '@mywru/shared/accounts/session-endpoint';
import { callEndpoint, readAsSent } from './endpoint-call';

/**
 * GET /auth/session, its answer taken as the API encoded it with the contract's schema (decision 035):
 * every page asks it as it starts, and the landing page loads no contract and no zod for it.
 */
const sessionEndpoint = readAsSent<typeof getSessionEndpoint>('/auth/session');

export interface AuthUser {
  sub: string;
  name: string | null;
  email: string | null;
  /** The part of the subject after '|'. */
  memberId: string | null;
  /** Active union staff roles (none for everyone else): the dashboard's 'Union' card shows for these. */
  unionRoles: UnionRole[];
  /** The language kept on their record, null until they choose one. */
  language: Language | null;
}

export interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | null;
  /** Why the session could not be read (shown through its reason, never as the server's English). */
  error: Error | null;
}

export interface AuthContextValue extends AuthState {
  /** Starts the hosted sign-in; the server returns the browser to `returnTo` afterwards. */
  login: (returnTo?: string) => void;
  /** Ends the session here and at the identity provider (a POST of a form), then lands on `/`. */
  logout: () => void;
  /** Re-reads who is signed in. */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Where sign-in starts (GET, with `returnTo`): the server sends the browser on to the identity provider. */
export const LOGIN_PATH = '/auth/login';

/** The sign-in address; only a same-origin path is handed on as `returnTo` (else the dashboard). */
export function loginUrl(returnTo: string): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`;
}

export const LOGOUT_URL = '/auth/logout';

const initialState: AuthState = { isLoading: true, isAuthenticated: false, user: null, error: null };

async function loadSession(): Promise<AuthState> {
  try {
    return authStateOf(await callEndpoint(sessionEndpoint));
  } catch (error) {
    return {
      isLoading: false,
      isAuthenticated: false,
      user: null,
      error: error instanceof Error ? error : new Error(String(error)),
    };
  }
}

/** Who is signed in, from GET /auth/session's answer. */
export function authStateOf({ isAuthenticated, user }: AuthSession): AuthState {
  if (!isAuthenticated || !user) return { isLoading: false, isAuthenticated: false, user: null, error: null };
  return {
    isLoading: false,
    isAuthenticated: true,
    error: null,
    user: {
      sub: user.sub,
      name: user.name,
      email: user.email,
      memberId: memberIdFromSubject(user.sub),
      unionRoles: user.unionRoles,
      language: user.language,
    },
  };
}

/** The page's first session check, when begun before the first render (see beginSessionCheck). */
let firstCheck: Promise<AuthState> | null = null;
/** The latest session check, first or since: what a route's loader reads (see sessionAnswer). */
let latestCheck: Promise<AuthState> | null = null;

function checkSession(): Promise<AuthState> {
  latestCheck = loadSession();
  return latestCheck;
}

/**
 * Begins the page's first session check at once (main.tsx, before the translations and the page's
 * code have loaded), so that it runs beside them rather than after the first render; the auth
 * provider takes its answer instead of asking again.
 */
export function beginSessionCheck(): void {
  firstCheck ??= checkSession();
}

/**
 * Who is signed in, as the latest check answers it (the first check's answer when the page starts):
 * a route's loader begins the page's reads from it beside the page's code, before the first render.
 */
export function sessionAnswer(): Promise<AuthState> {
  // None begun yet: this one is the page's first, which the auth provider takes.
  return latestCheck ?? (firstCheck = checkSession());
}

/**
 * The session the server answered with the page it drew (decision 039): the page's first check,
 * already answered, so the app starts with the signed-in person the page was drawn for.
 */
export function knowSession(known: AuthState): void {
  firstCheck = latestCheck = Promise.resolve(known);
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Who is signed in, already known (a page the server drew, decision 039): no loading state first. */
  known?: AuthState;
}

export function AuthProvider({ children, known }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(known ?? initialState);

  const refresh = useCallback(async () => {
    setState(await checkSession());
  }, []);

  useEffect(() => {
    // Known already (knowSession): that is the first check's answer, and nothing is asked.
    if (known) {
      firstCheck = null;
      return;
    }
    let isCurrent = true;
    // The check begun before the render is taken once; a provider mounted again asks afresh.
    const check = firstCheck ?? checkSession();
    firstCheck = null;
    void check.then((next) => {
      if (isCurrent) setState(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [known]);

  const login = useCallback((returnTo?: string) => {
    const target = returnTo ?? `${window.location.pathname}${window.location.search}`;
    window.location.assign(loginUrl(target));
  }, []);

  const logout = useCallback(() => {
    // Leave the page as it is while the browser goes to sign out: clearing the user here would make
    // the protected route start a new sign-in before the sign-out request is made. Sign-out is a POST
    // (the browser sends this origin with it, which the server checks), so a link elsewhere cannot sign anyone out.
    const form = document.createElement('form');
    form.method = 'post';
    form.action = LOGOUT_URL;
    form.hidden = true;
    document.body.append(form);
    form.submit();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, refresh }),
    [state, login, logout, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
