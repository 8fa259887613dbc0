import shared from '../vitest.shared.js';

export default shared;
