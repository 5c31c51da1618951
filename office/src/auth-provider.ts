// Staff sign-in for react-admin: e-mail, password and the authenticator's 6-digit code in one
// form (POST /api/office/session); the token kept in this tab's sessionStorage; any 401 sends the
// staff member back to the sign-in page; the role is react-admin's permissions, which hide the
// owner's menus and screens from staff.
import type { AuthProvider } from 'react-admin';
import { call, OfficeError, session, type Staff } from './api.ts';

type SignIn = { token: string; staff: Staff; expires_at: string };

export const authProvider: AuthProvider = {
  async login({ email, password, code }: { email: string; password: string; code: string }) {
    const reply = await call<SignIn>('/session', { method: 'POST', body: { email: email.trim(), password, code: code.replace(/\s+/g, '') } });
    session.save(reply.data.token, reply.data.staff);
  },

  async logout() {
    if (session.token()) await call('/session', { method: 'DELETE' }).catch(() => undefined);
    session.clear();
  },

  async checkAuth() {
    if (!session.token()) throw new Error('ra.auth.auth_check_error');
  },

  async checkError(error: unknown) {
    if (error instanceof OfficeError && error.code === 'unauthenticated') {
      session.clear();
      throw new Error('office.errors.unauthenticated');
    }
    // 403 forbidden_role and the rest are shown where they happened; the session stays.
  },

  async getIdentity() {
    const reply = await call<Staff | { staff: Staff }>('/session');
    const staff = 'staff' in reply.data ? reply.data.staff : reply.data;
    session.update(staff);
    return { ...staff, fullName: staff.name || staff.email };
  },

  async getPermissions() {
    return session.staff()?.role ?? null;
  },
};
