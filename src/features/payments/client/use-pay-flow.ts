import { useCallback, useRef, useState } from 'react';
import { checkout, createWaiting } from './payment-api';
import type { CheckoutData, PaymentMethod, TuitionBill, ValidateError } from './payment-types';

/** An open checkout: the method chosen and what the dialog shows. */
export interface PaySession {
  method: PaymentMethod;
  data: CheckoutData;
}

/** What `usePayFlow` answers. */
export interface PayFlow {
  /** The method whose checkout is under way, or null. */
  busyMethod: PaymentMethod | null;
  /** Why the last try was refused (shown by the buttons). */
  errors: ValidateError[];
  /** The open checkout (the dialog is open while it is set). */
  session: PaySession | null;
  /** Opens a waiting transfer for the bill's remaining debt and checks it out with `method`. */
  start: (method: PaymentMethod) => Promise<void>;
  close: () => void;
}

/** Where the page returns after paying: this page. */
const callbackUrl = () => window.location.pathname;

/**
 * Paying one bill: create-waiting for exactly its remaining debt, then the signed checkout. A
 * refusal at either step leaves the dialog closed and keeps the server's reasons for the buttons;
 * a second click while one runs is ignored.
 */
export function usePayFlow({ bill }: { bill: Pick<TuitionBill, 'id' | 'remaining'> }): PayFlow {
  const [busyMethod, setBusyMethod] = useState<PaymentMethod | null>(null);
  const [errors, setErrors] = useState<ValidateError[]>([]);
  const [session, setSession] = useState<PaySession | null>(null);
  const isRunning = useRef(false);
  const { id, remaining } = bill;

  const start = useCallback(
    async (method: PaymentMethod) => {
      if (isRunning.current) return;
      isRunning.current = true;
      setBusyMethod(method);
      setErrors([]);
      try {
        const opened = await createWaiting({ paymentId: id, amount: remaining });
        if (!opened.waiting) {
          setSession(null);
          setErrors(opened.errors);
          return;
        }
        const answer = await checkout({
          waiting: opened.waiting,
          paymentMethod: method,
          callbackUrl: callbackUrl(),
        });
        if (answer.code !== 'SUCCESS' || !answer.data || !answer.genQRCode) {
          setSession(null);
          setErrors(answer.validateErrors);
          return;
        }
        setSession({
          method,
          data: { ...answer.data, qrImage: answer.genQRCode, qrData: answer.qrData ?? '' },
        });
      } finally {
        isRunning.current = false;
        setBusyMethod(null);
      }
    },
    [id, remaining],
  );

  const close = useCallback(() => setSession(null), []);
  return { busyMethod, errors, session, start, close };
}
