/** Spec: the warning dialog's hidden flag, per browser session (shared by the gate and the dialog). */
export const WARNING_HIDDEN_KEY = 'ins_hide_warn_pop';
