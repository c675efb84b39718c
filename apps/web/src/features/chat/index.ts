/**
 * Bet AI, the chat assistant: the host the layout places once, opened from the Bet Assistant entries.
 * Importing it applies `?chatbot=reset` and ties the conversation to the session's logout.
 */
import './reset';

export { ChatHost, type ChatHostProps } from './chat-host';
