/**
 * The Romanian texts of the chat panel (loaded with it). The launcher's own few words are in
 * lib/texts/ro.ts, part of every page; the error texts of the calls are in api/chat-api.ts.
 */

/** 1 mesaj, 2 mesaje, 20 de mesaje: Romanian puts "de" before numbers ending in 00 or 20..99. */
function messagesRo(n: number): string {
  if (n === 1) return '1 mesaj';
  const lastTwo = n % 100;
  return (lastTwo === 0 && n > 0) || lastTwo >= 20 ? `${n} de mesaje` : `${n} mesaje`;
}

export const chatTexts = {
  title: 'Asistent virtual',
  subtitle: 'Pachete, hardware, instalare',
  close: 'Închide asistentul virtual',
  clear: 'Șterge conversația',
  conversation: 'Conversația cu asistentul virtual',
  you: 'Tu',
  assistant: 'Asistentul',
  welcome:
    'Bună! Sunt asistentul virtual SmartHome Iași. Te pot ajuta cu informații despre pachete și prețuri, hardware-ul potrivit pentru casa ta și zona în care facem instalări. Ce vrei să afli?',
  suggestionsTitle: 'Întrebări frecvente',
  /** Shown while the conversation is empty: packages and prices, the calculator and hardware, the area. */
  suggestions: [
    'Ce include pachetul Basic și cât costă?',
    'Ce hardware îmi trebuie și cum estimez costul cu calculatorul?',
    'În ce localități faceți instalări?',
  ],
  inputLabel: 'Mesajul tău',
  placeholder: 'Scrie întrebarea ta...',
  placeholderSignIn: 'Conectează-te pentru a continua',
  send: 'Trimite mesajul',
  hint: 'Enter trimite, Shift+Enter trece pe un rând nou.',
  typing: 'Asistentul scrie...',
  loadingHistory: 'Se încarcă conversația...',
  historyFailed: 'Conversația anterioară nu a putut fi încărcată.',
  cleared: 'Conversația a fost ștearsă.',
  clearFailed: 'Conversația a fost ștearsă aici, dar nu și din contul tău. Încearcă din nou.',
  signIn:
    'Pentru a vorbi cu asistentul virtual trebuie să fii conectat. Conectează-te și îți răspund imediat la întrebare.',
  signInButton: 'Conectare',
  remaining: (remaining: number, limit: number) =>
    remaining <= 0
      ? `Ai folosit toate cele ${messagesRo(limit)} de azi.`
      : `Îți ${remaining === 1 ? 'mai rămâne' : 'mai rămân'} ${messagesRo(remaining)} din ${limit} pentru azi.`,
  newAnswer: (text: string) => `Asistentul: ${text}`,
  /** A proposal of the assistant under its answer, to confirm or cancel. */
  proposal: {
    heading: 'Propunere: raportează o problemă',
    installation: 'Instalația',
    title: 'Titlu',
    description: 'Descriere',
    confirm: 'Confirmă',
    cancel: 'Anulează',
    sending: 'Se trimite…',
    confirmed: 'Problema a fost raportată.',
    viewIssue: (id: number) => `Vezi problema #${id}`,
    cancelled: 'Propunerea a fost anulată.',
    expired: 'Propunere expirată.',
    /** The session ended before the answer reached the server. */
    signIn: 'Sesiunea a expirat. Conectează-te din nou, apoi răspunde la propunere.',
  },
} as const;
