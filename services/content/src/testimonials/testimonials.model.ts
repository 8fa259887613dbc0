import { outboxPlugin } from '@smarthome/service-kit/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * A customer's testimonial (collection `testimonials`). A submission is written together with its
 * `testimonial.submitted` event in one document write (the event rides in `_outbox`): the admins
 * hear of every stored submission, and of nothing that was not stored.
 */
export interface TestimonialRecord {
  _id: Types.ObjectId;
  clientName: string;
  position: string | null;
  company: string | null;
  content: string;
  rating: number;
  avatarUrl: string | null;
  isApproved: boolean;
  /**
   * The account that submitted it, when the visitor was signed in (the form is public and asks
   * for no e-mail): what lets its author find it in their copy of their data. Absent otherwise.
   */
  submittedById?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type TestimonialModel = Model<TestimonialRecord>;

export const TESTIMONIALS_COLLECTION = 'testimonials';

const testimonialSchema = new Schema<TestimonialRecord>(
  {
    clientName: { type: String, required: true },
    position: { type: String, default: null },
    company: { type: String, default: null },
    content: { type: String, required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    avatarUrl: { type: String, default: null },
    isApproved: { type: Boolean, default: false },
    submittedById: { type: String },
  },
  { collection: TESTIMONIALS_COLLECTION, timestamps: true },
);
testimonialSchema.plugin(outboxPlugin);
// The public reads: approved ones newest first, or best rated first for the home carousel.
testimonialSchema.index({ isApproved: 1, createdAt: -1, _id: -1 });
testimonialSchema.index({ isApproved: 1, rating: -1, createdAt: -1 });
testimonialSchema.index({ createdAt: -1, _id: -1 });
testimonialSchema.index({ submittedById: 1 }, { sparse: true });

export function createTestimonialModel(connection: Connection): TestimonialModel {
  return connection.model<TestimonialRecord>('Testimonial', testimonialSchema);
}
