/** Romanian copy of the calculator page around the calculator itself (its texts are in the feature). */
export const calculatorPageTexts = {
  helpTitle: 'Nu știi ce dispozitive ți se potrivesc?',
  helpText:
    'Spune-mi ce vrei să automatizezi și îți propun o listă de hardware potrivită casei tale, fără componente de care nu ai nevoie.',
  helpContact: 'Cere o recomandare',
  helpHardware: 'Vezi hardware-ul recomandat',
  /** Opens the virtual assistant with the estimate in its input. */
  askAssistant: 'Întreabă asistentul virtual',
};
