/**
 * The content feature's named sources and mutations (loaded by the signed-in layout):
 * help topics, FAQ Q&A and the user manual; news, events and honors; notifications.
 */
import './article-sources';
import './help-sources';
import './notification-sources';
