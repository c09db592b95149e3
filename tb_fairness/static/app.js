// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var J6=Object.defineProperty;var om=(e,n,t)=>()=>{if(t)throw t[0];try{return e&&(n=e(e=0)),n}catch(r){throw t=[r],r}};var Z6=(e,n)=>{for(var t in n)J6(e,t,{get:n[t],enumerable:!0})};var Fl,f1=om(()=>{Fl=class{constructor(n){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,n?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(n,t){let r=this._map.get(n)||0;this._map.set(n,t),this.totalSize+=t-r}get averageSize(){if(this._map.size>0){let n=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(n):n}return 0}getSize(n){return this._map.get(n)}clear(){this._map.clear(),this.totalSize=0}}});function Mm(e){return e==="horizontal"?"width":"height"}var Id,h1=om(()=>{Id=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(n,t){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=n,Promise.resolve().then(()=>this.config=t||this._getDefaultConfig())}set config(n){Object.assign(this,Object.assign({},this._getDefaultConfig(),n))}get config(){return{direction:this.direction}}get items(){return this._items}set items(n){this._setItems(n)}_setItems(n){n!==this._items&&(this._items=n,this._scheduleReflow())}get direction(){return this._direction}set direction(n){n=n==="horizontal"?n:"vertical",n!==this._direction&&(this._direction=n,this._sizeDim=n==="horizontal"?"width":"height",this._secondarySizeDim=n==="horizontal"?"height":"width",this._positionDim=n==="horizontal"?"left":"top",this._secondaryPositionDim=n==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(n){let{_viewDim1:t,_viewDim2:r}=this;Object.assign(this._viewportSize,n),r!==this._viewDim2?this._scheduleLayoutUpdate():t!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(n){Object.assign(this._latestCoords,n);let t=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(t-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(n=!1){(n||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(n){this._pin=n,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:n,block:t}=this._pin;return{index:Math.max(0,Math.min(n,this.items.length-1)),block:t}}return null}_clampScrollPosition(n){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(n,this.totalScrollSize[Mm(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let n=this._scrollPosition,{index:t,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:t,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=n-this._scrollPosition}}_calculateScrollIntoViewPosition(n){let{block:t}=n,r=Math.min(this.items.length,Math.max(0,n.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(t!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(t==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(t==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(n){return{[this._positionDim]:this._calculateScrollIntoViewPosition(n)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let n=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)n.set(r,this._getItemPosition(r));let t={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:n};this._scrollError&&(t.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(t)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let n=Math.max(0,this._scrollPosition-this._overhang),t=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>n||this._physicalMax<t?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(n){if(this._first===-1||this._last===-1)return;let t=this._first;for(;t<this._last&&Math.round(this._getItemPosition(t)[this._positionDim]+this._getItemSize(t)[this._sizeDim])<=Math.round(this._scrollPosition);)t++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(t!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=t,this._lastVisible=r,n&&n.emit&&this._sendVisibilityChangedMessage())}}});var g1={};Z6(g1,{FlowLayout:()=>Yo,flow:()=>w4});function m1(e){return e==="horizontal"?"marginLeft":"marginTop"}function x4(e){return e==="horizontal"?"marginRight":"marginBottom"}function $4(e){return e==="horizontal"?"xOffset":"yOffset"}function _4(e,n){let t=[e,n].sort();return t[1]<=0?Math.min(...t):t[0]>=0?Math.max(...t):t[0]+t[1]}var w4,Dm,Yo,Lm=om(()=>{f1();h1();w4=e=>Object.assign({type:Yo},e);Dm=class{constructor(){this._childSizeCache=new Fl,this._marginSizeCache=new Fl,this._metricsCache=new Map}update(n,t){let r=new Set;Object.keys(n).forEach(i=>{let s=Number(i);this._metricsCache.set(s,n[s]),this._childSizeCache.set(s,n[s][Mm(t)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[m1(t)]||0,o=this._metricsCache.get(i-1)?.[x4(t)]||0;this._marginSizeCache.set(i,_4(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(n,t){return this._metricsCache.get(n)?.[m1(t)]||0}getChildSize(n){return this._childSizeCache.getSize(n)}getMarginSize(n){return this._marginSizeCache.getSize(n)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},Yo=class extends Id{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new Dm,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(n){this._metricsCache.update(n,this.direction),this._scheduleReflow()}_getPhysicalItem(n){return this._newPhysicalItems.get(n)??this._physicalItems.get(n)}_getSize(n){return this._getPhysicalItem(n)&&this._metricsCache.getChildSize(n)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(n){let t=this._metricsCache;if(this._first===-1||this._last===-1)return t.averageMarginSize+n*(t.averageMarginSize+this._getAverageSize());if(n<this._first){let r=this._first-n;return this._getPhysicalItem(this._first).pos-(t.getMarginSize(this._first-1)||t.averageMarginSize)-(r*t.averageChildSize+(r-1)*t.averageMarginSize)}else{let r=n-this._last;return this._getPhysicalItem(this._last).pos+(t.getChildSize(this._last)||t.averageChildSize)+(t.getMarginSize(this._last)||t.averageMarginSize)+r*(t.averageChildSize+t.averageMarginSize)}}_getPosition(n){let t=this._getPhysicalItem(n),{averageMarginSize:r}=this._metricsCache;return n===0?this._metricsCache.getMarginSize(0)??r:t?t.pos:this._estimatePosition(n)}_calculateAnchor(n,t){return n<=0?0:t>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((n+t)/2/this._delta)))}_getAnchor(n,t){if(this._physicalItems.size===0)return this._calculateAnchor(n,t);if(this._first<0)return this._calculateAnchor(n,t);if(this._last<0)return this._calculateAnchor(n,t);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<n)return this._calculateAnchor(n,t);if(s>t)return this._calculateAnchor(n,t);let l=this._firstVisible-1,u=-1/0;for(;u<n;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let n=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=n,this._stable=!0}_getItems(){let n=this._newPhysicalItems;this._stable=!0;let t,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(t=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||t>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(t,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<t&&(a=t-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,t-=a,r-=a,this._scrollError+=a),n.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>t&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let p=this._physicalMin;if(n.set(this._first,{pos:p,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let p=this._physicalMax;if(n.set(this._last,{pos:p,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,n.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=n)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:n,_last:t}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===n&&this._last===t)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:n}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(n+this._getAverageSize())+n)}get _delta(){let{averageMarginSize:n}=this._metricsCache;return this._getAverageSize()+n}_getItemPosition(n){return{[this._positionDim]:this._getPosition(n),[this._secondaryPositionDim]:0,[$4(this.direction)]:-(this._metricsCache.getLeadingMarginValue(n,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(n){return{[this._sizeDim]:this._getSize(n)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var Wc=globalThis,Gc=Wc.ShadowRoot&&(Wc.ShadyCSS===void 0||Wc.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,am=Symbol(),yx=new WeakMap,_l=class{constructor(n,t,r){if(this._$cssResult$=!0,r!==am)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=n,this.t=t}get styleSheet(){let n=this.o,t=this.t;if(Gc&&n===void 0){let r=t!==void 0&&t.length===1;r&&(n=yx.get(t)),n===void 0&&((this.o=n=new CSSStyleSheet).replaceSync(this.cssText),r&&yx.set(t,n))}return n}toString(){return this.cssText}},ct=e=>new _l(typeof e=="string"?e:e+"",void 0,am),z=(e,...n)=>{let t=e.length===1?e[0]:n.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new _l(t,e,am)},wx=(e,n)=>{if(Gc)e.adoptedStyleSheets=n.map(t=>t instanceof CSSStyleSheet?t:t.styleSheet);else for(let t of n){let r=document.createElement("style"),i=Wc.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=t.cssText,e.appendChild(r)}},lm=Gc?e=>e:e=>e instanceof CSSStyleSheet?(n=>{let t="";for(let r of n.cssRules)t+=r.cssText;return ct(t)})(e):e;var{is:Q6,defineProperty:e5,getOwnPropertyDescriptor:t5,getOwnPropertyNames:n5,getOwnPropertySymbols:r5,getPrototypeOf:i5}=Object,Yc=globalThis,xx=Yc.trustedTypes,s5=xx?xx.emptyScript:"",o5=Yc.reactiveElementPolyfillSupport,Sl=(e,n)=>e,kl={toAttribute(e,n){switch(n){case Boolean:e=e?s5:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,n){let t=e;switch(n){case Boolean:t=e!==null;break;case Number:t=e===null?null:Number(e);break;case Object:case Array:try{t=JSON.parse(e)}catch{t=null}}return t}},Xc=(e,n)=>!Q6(e,n),$x={attribute:!0,type:String,converter:kl,reflect:!1,useDefault:!1,hasChanged:Xc};Symbol.metadata??=Symbol("metadata"),Yc.litPropertyMetadata??=new WeakMap;var oi=class extends HTMLElement{static addInitializer(n){this._$Ei(),(this.l??=[]).push(n)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(n,t=$x){if(t.state&&(t.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(n)&&((t=Object.create(t)).wrapped=!0),this.elementProperties.set(n,t),!t.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(n,r,t);i!==void 0&&e5(this.prototype,n,i)}}static getPropertyDescriptor(n,t,r){let{get:i,set:s}=t5(this.prototype,n)??{get(){return this[t]},set(o){this[t]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(n,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(n){return this.elementProperties.get(n)??$x}static _$Ei(){if(this.hasOwnProperty(Sl("elementProperties")))return;let n=i5(this);n.finalize(),n.l!==void 0&&(this.l=[...n.l]),this.elementProperties=new Map(n.elementProperties)}static finalize(){if(this.hasOwnProperty(Sl("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(Sl("properties"))){let t=this.properties,r=[...n5(t),...r5(t)];for(let i of r)this.createProperty(i,t[i])}let n=this[Symbol.metadata];if(n!==null){let t=litPropertyMetadata.get(n);if(t!==void 0)for(let[r,i]of t)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[t,r]of this.elementProperties){let i=this._$Eu(t,r);i!==void 0&&this._$Eh.set(i,t)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(n){let t=[];if(Array.isArray(n)){let r=new Set(n.flat(1/0).reverse());for(let i of r)t.unshift(lm(i))}else n!==void 0&&t.push(lm(n));return t}static _$Eu(n,t){let r=t.attribute;return r===!1?void 0:typeof r=="string"?r:typeof n=="string"?n.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(n=>this.enableUpdating=n),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(n=>n(this))}addController(n){(this._$EO??=new Set).add(n),this.renderRoot!==void 0&&this.isConnected&&n.hostConnected?.()}removeController(n){this._$EO?.delete(n)}_$E_(){let n=new Map,t=this.constructor.elementProperties;for(let r of t.keys())this.hasOwnProperty(r)&&(n.set(r,this[r]),delete this[r]);n.size>0&&(this._$Ep=n)}createRenderRoot(){let n=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return wx(n,this.constructor.elementStyles),n}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(n=>n.hostConnected?.())}enableUpdating(n){}disconnectedCallback(){this._$EO?.forEach(n=>n.hostDisconnected?.())}attributeChangedCallback(n,t,r){this._$AK(n,r)}_$ET(n,t){let r=this.constructor.elementProperties.get(n),i=this.constructor._$Eu(n,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:kl).toAttribute(t,r.type);this._$Em=n,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(n,t){let r=this.constructor,i=r._$Eh.get(n);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:kl;this._$Em=i;let a=o.fromAttribute(t,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(n,t,r,i=!1,s){if(n!==void 0){let o=this.constructor;if(i===!1&&(s=this[n]),r??=o.getPropertyOptions(n),!((r.hasChanged??Xc)(s,t)||r.useDefault&&r.reflect&&s===this._$Ej?.get(n)&&!this.hasAttribute(o._$Eu(n,r))))return;this.C(n,t,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(n,t,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(n)&&(this._$Ej.set(n,o??t??this[n]),s!==!0||o!==void 0)||(this._$AL.has(n)||(this.hasUpdated||r||(t=void 0),this._$AL.set(n,t)),i===!0&&this._$Em!==n&&(this._$Eq??=new Set).add(n))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(t){Promise.reject(t)}let n=this.scheduleUpdate();return n!=null&&await n,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let n=!1,t=this._$AL;try{n=this.shouldUpdate(t),n?(this.willUpdate(t),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(t)):this._$EM()}catch(r){throw n=!1,this._$EM(),r}n&&this._$AE(t)}willUpdate(n){}_$AE(n){this._$EO?.forEach(t=>t.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(n)),this.updated(n)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(n){return!0}update(n){this._$Eq&&=this._$Eq.forEach(t=>this._$ET(t,this[t])),this._$EM()}updated(n){}firstUpdated(n){}};oi.elementStyles=[],oi.shadowRootOptions={mode:"open"},oi[Sl("elementProperties")]=new Map,oi[Sl("finalized")]=new Map,o5?.({ReactiveElement:oi}),(Yc.reactiveElementVersions??=[]).push("2.1.2");var cm=globalThis,_x=e=>e,Jc=cm.trustedTypes,Sx=Jc?Jc.createPolicy("lit-html",{createHTML:e=>e}):void 0,dm="$lit$",ai=`lit$${Math.random().toFixed(9).slice(2)}$`,pm="?"+ai,a5=`<${pm}>`,As=document,Rl=()=>As.createComment(""),Cl=e=>e===null||typeof e!="object"&&typeof e!="function",fm=Array.isArray,Ex=e=>fm(e)||typeof e?.[Symbol.iterator]=="function",um=`[ 	
\f\r]`,Tl=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,kx=/-->/g,Tx=/>/g,Rs=RegExp(`>|${um}(?:([^\\s"'>=/]+)(${um}*=${um}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),Rx=/'/g,Cx=/"/g,Px=/^(?:script|style|textarea|title)$/i,hm=e=>(n,...t)=>({_$litType$:e,strings:n,values:t}),h=hm(1),sH=hm(2),oH=hm(3),Nt=Symbol.for("lit-noChange"),y=Symbol.for("lit-nothing"),Ax=new WeakMap,Cs=As.createTreeWalker(As,129);function Mx(e,n){if(!fm(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return Sx!==void 0?Sx.createHTML(n):n}var Dx=(e,n)=>{let t=e.length-1,r=[],i,s=n===2?"<svg>":n===3?"<math>":"",o=Tl;for(let a=0;a<t;a++){let l=e[a],u,c,p=-1,d=0;for(;d<l.length&&(o.lastIndex=d,c=o.exec(l),c!==null);)d=o.lastIndex,o===Tl?c[1]==="!--"?o=kx:c[1]!==void 0?o=Tx:c[2]!==void 0?(Px.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=Rs):c[3]!==void 0&&(o=Rs):o===Rs?c[0]===">"?(o=i??Tl,p=-1):c[1]===void 0?p=-2:(p=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?Rs:c[3]==='"'?Cx:Rx):o===Cx||o===Rx?o=Rs:o===kx||o===Tx?o=Tl:(o=Rs,i=void 0);let f=o===Rs&&e[a+1].startsWith("/>")?" ":"";s+=o===Tl?l+a5:p>=0?(r.push(u),l.slice(0,p)+dm+l.slice(p)+ai+f):l+ai+(p===-2?a:f)}return[Mx(e,s+(e[t]||"<?>")+(n===2?"</svg>":n===3?"</math>":"")),r]},Al=class e{constructor({strings:n,_$litType$:t},r){let i;this.parts=[];let s=0,o=0,a=n.length-1,l=this.parts,[u,c]=Dx(n,t);if(this.el=e.createElement(u,r),Cs.currentNode=this.el.content,t===2||t===3){let p=this.el.content.firstChild;p.replaceWith(...p.childNodes)}for(;(i=Cs.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let p of i.getAttributeNames())if(p.endsWith(dm)){let d=c[o++],f=i.getAttribute(p).split(ai),m=/([.?@])?(.*)/.exec(d);l.push({type:1,index:s,name:m[2],strings:f,ctor:m[1]==="."?Qc:m[1]==="?"?ed:m[1]==="@"?td:Ps}),i.removeAttribute(p)}else p.startsWith(ai)&&(l.push({type:6,index:s}),i.removeAttribute(p));if(Px.test(i.tagName)){let p=i.textContent.split(ai),d=p.length-1;if(d>0){i.textContent=Jc?Jc.emptyScript:"";for(let f=0;f<d;f++)i.append(p[f],Rl()),Cs.nextNode(),l.push({type:2,index:++s});i.append(p[d],Rl())}}}else if(i.nodeType===8)if(i.data===pm)l.push({type:2,index:s});else{let p=-1;for(;(p=i.data.indexOf(ai,p+1))!==-1;)l.push({type:7,index:s}),p+=ai.length-1}s++}}static createElement(n,t){let r=As.createElement("template");return r.innerHTML=n,r}};function Es(e,n,t=e,r){if(n===Nt)return n;let i=r!==void 0?t._$Co?.[r]:t._$Cl,s=Cl(n)?void 0:n._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,t,r)),r!==void 0?(t._$Co??=[])[r]=i:t._$Cl=i),i!==void 0&&(n=Es(e,i._$AS(e,n.values),i,r)),n}var Zc=class{constructor(n,t){this._$AV=[],this._$AN=void 0,this._$AD=n,this._$AM=t}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(n){let{el:{content:t},parts:r}=this._$AD,i=(n?.creationScope??As).importNode(t,!0);Cs.currentNode=i;let s=Cs.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new Po(s,s.nextSibling,this,n):l.type===1?u=new l.ctor(s,l.name,l.strings,this,n):l.type===6&&(u=new nd(s,this,n)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=Cs.nextNode(),o++)}return Cs.currentNode=As,i}p(n){let t=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(n,r,t),t+=r.strings.length-2):r._$AI(n[t])),t++}},Po=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(n,t,r,i){this.type=2,this._$AH=y,this._$AN=void 0,this._$AA=n,this._$AB=t,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let n=this._$AA.parentNode,t=this._$AM;return t!==void 0&&n?.nodeType===11&&(n=t.parentNode),n}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(n,t=this){n=Es(this,n,t),Cl(n)?n===y||n==null||n===""?(this._$AH!==y&&this._$AR(),this._$AH=y):n!==this._$AH&&n!==Nt&&this._(n):n._$litType$!==void 0?this.$(n):n.nodeType!==void 0?this.T(n):Ex(n)?this.k(n):this._(n)}O(n){return this._$AA.parentNode.insertBefore(n,this._$AB)}T(n){this._$AH!==n&&(this._$AR(),this._$AH=this.O(n))}_(n){this._$AH!==y&&Cl(this._$AH)?this._$AA.nextSibling.data=n:this.T(As.createTextNode(n)),this._$AH=n}$(n){let{values:t,_$litType$:r}=n,i=typeof r=="number"?this._$AC(n):(r.el===void 0&&(r.el=Al.createElement(Mx(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(t);else{let s=new Zc(i,this),o=s.u(this.options);s.p(t),this.T(o),this._$AH=s}}_$AC(n){let t=Ax.get(n.strings);return t===void 0&&Ax.set(n.strings,t=new Al(n)),t}k(n){fm(this._$AH)||(this._$AH=[],this._$AR());let t=this._$AH,r,i=0;for(let s of n)i===t.length?t.push(r=new e(this.O(Rl()),this.O(Rl()),this,this.options)):r=t[i],r._$AI(s),i++;i<t.length&&(this._$AR(r&&r._$AB.nextSibling,i),t.length=i)}_$AR(n=this._$AA.nextSibling,t){for(this._$AP?.(!1,!0,t);n!==this._$AB;){let r=_x(n).nextSibling;_x(n).remove(),n=r}}setConnected(n){this._$AM===void 0&&(this._$Cv=n,this._$AP?.(n))}},Ps=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(n,t,r,i,s){this.type=1,this._$AH=y,this._$AN=void 0,this.element=n,this.name=t,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=y}_$AI(n,t=this,r,i){let s=this.strings,o=!1;if(s===void 0)n=Es(this,n,t,0),o=!Cl(n)||n!==this._$AH&&n!==Nt,o&&(this._$AH=n);else{let a=n,l,u;for(n=s[0],l=0;l<s.length-1;l++)u=Es(this,a[r+l],t,l),u===Nt&&(u=this._$AH[l]),o||=!Cl(u)||u!==this._$AH[l],u===y?n=y:n!==y&&(n+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(n)}j(n){n===y?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,n??"")}},Qc=class extends Ps{constructor(){super(...arguments),this.type=3}j(n){this.element[this.name]=n===y?void 0:n}},ed=class extends Ps{constructor(){super(...arguments),this.type=4}j(n){this.element.toggleAttribute(this.name,!!n&&n!==y)}},td=class extends Ps{constructor(n,t,r,i,s){super(n,t,r,i,s),this.type=5}_$AI(n,t=this){if((n=Es(this,n,t,0)??y)===Nt)return;let r=this._$AH,i=n===y&&r!==y||n.capture!==r.capture||n.once!==r.once||n.passive!==r.passive,s=n!==y&&(r===y||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,n),this._$AH=n}handleEvent(n){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,n):this._$AH.handleEvent(n)}},nd=class{constructor(n,t,r){this.element=n,this.type=6,this._$AN=void 0,this._$AM=t,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(n){Es(this,n)}},Lx={M:dm,P:ai,A:pm,C:1,L:Dx,R:Zc,D:Ex,V:Es,I:Po,H:Ps,N:ed,U:td,B:Qc,F:nd},l5=cm.litHtmlPolyfillSupport;l5?.(Al,Po),(cm.litHtmlVersions??=[]).push("3.3.3");var Nx=(e,n,t)=>{let r=t?.renderBefore??n,i=r._$litPart$;if(i===void 0){let s=t?.renderBefore??null;r._$litPart$=i=new Po(n.insertBefore(Rl(),s),s,void 0,t??{})}return i._$AI(e),i};var mm=globalThis,V=class extends oi{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let n=super.createRenderRoot();return this.renderOptions.renderBefore??=n.firstChild,n}update(n){let t=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(n),this._$Do=Nx(t,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return Nt}};V._$litElement$=!0,V.finalized=!0,mm.litElementHydrateSupport?.({LitElement:V});var u5=mm.litElementPolyfillSupport;u5?.({LitElement:V});(mm.litElementVersions??=[]).push("4.2.2");var Xt=class extends Error{constructor(t,r,i){super(t);this.status=r;this.url=i;this.name="ApiError"}};var li=["worsened","improved","no_significant_change","undetermined"],Ot={worsened:"worsened",improved:"improved",no_significant_change:"no significant change",undetermined:"undetermined"},Ox=["key","value_a","value_b","bias_a","lower_a","upper_a","bias_b","lower_b","upper_b","change","lower","upper","p_value","q_value","interval","verdict","rank_a","rank_b","movement","presence"];function _(e,n){throw new Xt(`malformed response from ${e.split("?")[0]}: ${n}`,null,e)}function H(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function Mo(e,n,t,r,i){for(let s of t){let o=n[s];(!Array.isArray(o)||o.length!==r)&&_(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&_(e,`\`${s}\` rows do not have one entry per group`)}}function yn(e,n,t,r,i){for(let s of t){let o=n[s];(!Array.isArray(o)||o.length!==r)&&_(e,`\`${s}\` does not have one entry per ${i}`)}}var c5=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function rd(e,n="view route"){H(e)||_(n,"not an object");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&_(n,"`rows` is not a count"),(!H(e.columns)||!H(e.states))&&_(n,"no `columns` or `states`");let r=e.columns;for(let s of c5){let o=r[s];(!Array.isArray(o)||o.length!==t)&&_(n,`column \`${s}\` does not have ${t} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==t)&&_(n,`states \`gap\` does not have ${t} rows`),e}var Ix=new Set(li),d5=["improved","worsened","no_significant_change","undetermined","only_in_a","only_in_b"],p5=new Set(["worse","better","mixed","no_significant_change","undetermined"]);function f5(e){return typeof e=="number"&&Number.isInteger(e)&&e>=0}function zx(e,n,t){n!==null&&(!H(n)||typeof n.key!="string"||typeof n.change!="number")&&_(e,`\`summary.${t}\` is malformed`)}function Fx(e,n="diff"){H(e)||_(n,"not an object");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&_(n,"`rows` is not a count"),H(e.columns)||_(n,"no `columns`");let r=e.columns;"delta"in r&&!("change"in r)&&_(n,"the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard");for(let o of Ox){let a=r[o];(!Array.isArray(a)||a.length!==t)&&_(n,`column \`${o}\` does not have ${t} rows`)}for(let o of r.verdict)Ix.has(o)||_(n,`unknown verdict ${JSON.stringify(o)}`);(!H(e.a)||!H(e.b))&&_(n,"no `a` or `b`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.key!="string")&&_(n,"no `value`, `bias` or `key`"),(typeof e.level!="number"||typeof e.fdr!="number")&&_(n,"no `level` or `fdr`"),typeof e.format!="string"&&_(n,"no `format`");let i=e.judgement;(!H(i)||!p5.has(i.overall)||typeof i.sentence!="string"||typeof i.title!="string")&&_(n,"no `judgement` (the server is older than this page: restart TensorBoard)");let s=e.summary;H(s)||_(n,"no `summary`");for(let o of d5)f5(s[o])||_(n,`\`summary.${o}\` is not a count`);zx(n,s.largest_regression,"largest_regression"),zx(n,s.largest_improvement,"largest_improvement"),Array.isArray(e.headlines)||_(n,"no `headlines`");for(let o of e.headlines)(!H(o)||typeof o.name!="string"||typeof o.title!="string"||typeof o.format!="string")&&_(n,"a malformed headline"),o.verdict!==null&&!Ix.has(o.verdict)&&_(n,`headline \`${o.name}\`: unknown verdict ${JSON.stringify(o.verdict)}`);return e}function Hx(e){return e===null||typeof e=="number"}function Bx(e,n,t){(!H(n)||typeof n.step!="number"||typeof n.present!="boolean")&&_(e,`a malformed \`${t}\` entry`);for(let r of["value","bias","lower","upper"])Hx(n[r])||_(e,`\`${t}\`: \`${r}\` is not a number or null`)}function Vx(e,n="table"){return H(e)||_(n,"not an object"),(!Array.isArray(e.columns)||!e.columns.every(t=>typeof t=="string"))&&_(n,"`columns` are not names"),(!Array.isArray(e.rows)||!e.rows.every(t=>H(t)))&&_(n,"a `rows` entry is not an object"),e}function Kx(e,n="row"){H(e)||_(n,"not an object"),(typeof e.key!="string"||typeof e.run!="string"||typeof e.step!="number")&&_(n,"no `key`, `run` or `step`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.level!="number")&&_(n,"no `value`, `bias` or `level`");let t=e.detail;(!H(t)||!Array.isArray(t.columns)||!Array.isArray(t.rows))&&_(n,"no `detail` table"),t.columns.every(i=>typeof i=="string")||_(n,"`detail.columns` are not names"),t.rows.every(i=>H(i))||_(n,"a `detail.rows` entry is not an object"),t.head!==void 0&&!H(t.head)&&_(n,"`detail.head` is not an object"),(!Array.isArray(e.runs)||!Array.isArray(e.steps))&&_(n,"no `runs` or `steps`");for(let i of e.runs)Bx(n,i,"runs"),typeof i.run!="string"&&_(n,"a `runs` entry without a run");for(let i of e.steps)Bx(n,i,"steps");let r=e.groups;if(r!==void 0){(!H(r)||!Array.isArray(r.rows)||!H(r.head))&&_(n,"`groups` is malformed");for(let i of r.rows){(!H(i)||typeof i.group!="string"||typeof i.direction!="string")&&_(n,"a malformed `groups.rows` entry");for(let s of["value_a","value_b","change","lower","upper"])Hx(i[s])||_(n,`\`groups\`: \`${s}\` is not a number or null`)}}return e}function jx(e,n="row_trend"){H(e)||_(n,"not an object"),(!Array.isArray(e.keys)||!e.keys.every(t=>typeof t=="string"))&&_(n,"no `keys`"),Array.isArray(e.series)||_(n,"no `series`");for(let t of e.series){(!H(t)||typeof t.run!="string"||!Array.isArray(t.points))&&_(n,"a malformed `series` entry");for(let r of t.points){(!H(r)||typeof r.step!="number"||!Array.isArray(r.groups))&&_(n,"a malformed point");for(let i of r.groups)(!H(i)||typeof i.group!="string")&&_(n,"a malformed group")}}return e}function qx(e,n="trend"){H(e)||_(n,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&_(n,"no `names` or `series`");for(let t of e.series){(!H(t)||typeof t.run!="string"||!Array.isArray(t.points))&&_(n,"a malformed `series` entry");for(let r of t.points)(!H(r)||typeof r.step!="number"||!H(r.values))&&_(n,"a malformed point")}return e}function Ux(e,n){return(!H(e)||!H(e.runs))&&_(n,"no `runs`"),e}function Wx(e,n){return(!H(e)||!Array.isArray(e.steps))&&_(n,"no `steps`"),e}function Gx(e,n="values"){(!H(e)||!H(e.values))&&_(n,"no `values`");for(let[t,r]of Object.entries(e.values))(!Array.isArray(r)||!r.every(i=>typeof i=="string"))&&_(n,`\`${t}\`: not a list of strings`);return e}function gm(e,n=()=>!0){return Array.isArray(e)&&e.every(t=>H(t)&&typeof t.name=="string"&&n(t))}function Yx(e,n="kinds"){(!H(e)||!Array.isArray(e.kinds))&&_(n,"no `kinds`");for(let t of e.kinds)(!H(t)||typeof t.name!="string")&&_(n,"a kind without a name"),gm(t.options)||_(n,`kind \`${t.name}\`: malformed \`options\``),gm(t.tables,r=>typeof r.title=="string"&&Array.isArray(r.columns))||_(n,`kind \`${t.name}\`: malformed \`tables\``),gm(t.headlines,r=>typeof r.title=="string")||_(n,`kind \`${t.name}\`: malformed \`headlines\``),(!Array.isArray(t.views)||!t.views.every(r=>typeof r=="string"))&&_(n,`kind \`${t.name}\`: malformed \`views\``);return e}function id(e,n="table"){let t=e.split(/\r?\n/,1)[0];return(t===""||/^\s*[[{<]/.test(t))&&_(n,"not a CSV table"),e}var h5="TBFC",Xx=2,m5=["columns","states"],od=8,sd=12,Jx={f64:8,dec:4,u32:4,u8:1,codes:1,json:1},g5=new Uint8Array(new Uint16Array([1]).buffer)[0]===1;function t$(e,n,t=g5){e.byteLength<sd&&_(n,`columnar answer of ${e.byteLength} bytes: shorter than its preamble`);let r=new Uint8Array(e);String.fromCharCode(r[0],r[1],r[2],r[3])!==h5&&_(n,"not a columnar answer (no TBFC magic)");let i=new DataView(e,0,sd),s=i.getUint32(4,!0);s!==Xx&&_(n,`columnar version ${s}, expected ${Xx}`);let o=i.getUint32(8,!0),a=sd+o;a>e.byteLength&&_(n,`columnar header of ${o} bytes runs past the answer's ${e.byteLength}`),a%od!==0&&_(n,`columnar buffers start at byte ${a}, not a multiple of ${od}`);let l;try{l=JSON.parse(new TextDecoder("utf-8",{fatal:!0}).decode(r.subarray(sd,a)))}catch{_(n,"columnar header is not UTF-8 JSON")}H(l)||_(n,"columnar header is not an object");for(let u of m5){let c=l[u];if(c===void 0)continue;H(c)||_(n,`columnar \`${u}\` is not an object`);let p={};for(let[d,f]of Object.entries(c))p[d]=b5(e,a,f,`${u} \`${d}\``,n,t);l[u]=p}return l}function b5(e,n,t,r,i,s){H(t)||_(i,`${r}: no descriptor`);let{type:o,offset:a,bytes:l}=t;(typeof o!="string"||!Object.hasOwn(Jx,o))&&_(i,`${r}: unknown type ${JSON.stringify(o)}`);let u=o;(!Qx(a)||!Qx(l))&&_(i,`${r}: offset and bytes are not counts`),a%od!==0&&_(i,`${r}: offset ${a} is not a multiple of ${od}`);let c=n+a;c+l>e.byteLength&&_(i,`${r}: bytes ${a}..${a+l} run past the buffers' ${e.byteLength-n}`);let p=Jx[u];l%p!==0&&_(i,`${r}: ${l} bytes are not whole ${u} values`);let d=l/p;switch(u){case"f64":return s?new Float64Array(e,c,d):w5(e,c,d);case"dec":return y5(s?new Uint32Array(e,c,d):e$(e,c,d),r,i);case"u32":return s?new Uint32Array(e,c,d):e$(e,c,d);case"u8":return new Uint8Array(e,c,d);case"codes":{let f=t.values;Array.isArray(f)||_(i,`${r}: codes without their values`);let m=new Uint8Array(e,c,d),g=new Array(d);for(let v=0;v<d;v++){let b=m[v];b>=f.length&&_(i,`${r}: code ${b} of ${f.length} values`),g[v]=f[b]}return g}case"json":{let f;try{f=JSON.parse(new TextDecoder("utf-8",{fatal:!0}).decode(new Uint8Array(e,c,d)))}catch{_(i,`${r}: not UTF-8 JSON`)}return Array.isArray(f)||_(i,`${r}: not a JSON array`),f}}}var Zx=Array.from({length:23},(e,n)=>+`1e${n}`),v5=4294967295;function y5(e,n,t){let r=new Float64Array(e.length);for(let i=0;i<e.length;i++){let s=e[i];if(s===v5){r[i]=NaN;continue}let o=(s>>>24&127)-64;(o<-22||o>22)&&_(t,`${n}: dec exponent ${o} out of range`);let a=s&16777215,l=o<0?a/Zx[-o]:a*Zx[o];r[i]=s>>>31?-l:l}return r}function Qx(e){return typeof e=="number"&&Number.isSafeInteger(e)&&e>=0}function w5(e,n,t){let r=new DataView(e,n,t*8),i=new Float64Array(t);for(let s=0;s<t;s++)i[s]=r.getFloat64(s*8,!0);return i}function e$(e,n,t){let r=new DataView(e,n,t*4),i=new Uint32Array(t);for(let s=0;s<t;s++)i[s]=r.getUint32(s*4,!0);return i}var x5=Symbol.for("tb-fairness.early-answers");function $5(){let e=globalThis;return e[x5]??=new Map}function n$(e){let n=$5(),t=n.get(e);return n.delete(e),t}function ui(e,n){throw new Xt(`malformed response from ${e.split("?")[0]}: ${n}`,null,e)}function El(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function r$(e){return El(e)&&typeof e.name=="string"&&e.name!==""&&typeof e.title=="string"&&typeof e.format=="string"}function i$(e,n="runs"){El(e)||ui(n,"not an object");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&ui(n,"`rows` is not a count"),r$(e.bias)||ui(n,"no `bias` headline"),e.performance!==null&&e.performance!==void 0&&!r$(e.performance)&&ui(n,"a malformed `performance` headline"),(!Array.isArray(e.hparams)||!e.hparams.every(l=>typeof l=="string"))&&ui(n,"no `hparams`"),El(e.columns)||ui(n,"no `columns`");let r=e.columns,i=e.bias.name,s=El(e.performance)?e.performance.name:null,o=["run","step","pareto",i,...s?[s]:[],...e.hparams.map(l=>`hparam/${l}`)];for(let l of o){let u=r[l];(!Array.isArray(u)||u.length!==t)&&ui(n,`column \`${l}\` does not have ${t} rows`)}r.run.every(l=>typeof l=="string")||ui(n,"a run that is not a name"),e.skipped!==void 0&&!Array.isArray(e.skipped)&&ui(n,"malformed `skipped`");let a=(e.skipped??[]).filter(El).map(l=>({run:String(l.run??""),tag:String(l.tag??""),reason:String(l.reason??"")}));return{...e,performance:e.performance??null,skipped:a}}var s$=["slice","size","value","error_rate","rest","gap","lower","upper","q_value","significant","folded","score"];function Pl(e){return e==null||typeof e=="number"}function o$(e,n="slices"){if(H(e)||_(n,"not an object"),e.available===!1)return typeof e.reason!="string"&&_(n,"no `reason` for a report without slices"),{available:!1,reason:e.reason,rows:0};e.available!==!0&&_(n,"no `available`");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&_(n,"`rows` is not a count"),(typeof e.metric!="string"||typeof e.scoring!="string")&&_(n,"no `metric` or `scoring`"),typeof e.higher_is_worse!="boolean"&&_(n,"no `higher_is_worse`");for(let i of["min_size","max_level","evaluated","level","fdr"])typeof e[i]!="number"&&_(n,`\`${i}\` is not a number`);(!Pl(e.overall)||!Pl(e.alpha))&&_(n,"`overall` or `alpha` is not a number or null"),(!Array.isArray(e.attributes)||!e.attributes.every(i=>typeof i=="string"))&&_(n,"`attributes` are not names"),H(e.columns)||_(n,"no `columns`");let r=e.columns;yn(n,r,s$,t,"row"),r.slice.every(i=>typeof i=="string")||_(n,"a `slice` that is not text");for(let i of s$)i==="slice"||i==="significant"||r[i].every(Pl)||_(n,`column \`${i}\` holds a value that is not a number or null`);yn(n,e,["predicates"],t,"row");for(let i of e.predicates)(!Array.isArray(i)||!i.every(s=>H(s)&&typeof s.attribute=="string"&&typeof s.value=="string"))&&_(n,"a malformed `predicates` entry");return e}function a$(e,n="slice_trend"){H(e)||_(n,"not an object"),(typeof e.slice!="string"||typeof e.level!="number")&&_(n,"no `slice` or `level`"),Array.isArray(e.series)||_(n,"no `series`");for(let t of e.series){(!H(t)||typeof t.run!="string"||!Array.isArray(t.points))&&_(n,"a malformed `series` entry");for(let i of t.points){(!H(i)||typeof i.step!="number")&&_(n,"a point without a step");for(let s of["size","value","rest","gap","gap_lower","gap_upper","harm"])Pl(i[s])||_(n,`a point's \`${s}\` is not a number or null`)}let r=t.first_worse;if(r!=null){H(r)||_(n,"a malformed `first_worse`");for(let i of["step","vs_step","value","vs_value","change","lower","upper","level","p_value","threshold","pairs"])typeof r[i]!="number"&&_(n,`\`first_worse.${i}\` is not a number`)}}return Array.isArray(e.skipped)||_(n,"no `skipped`"),e}var _5=["size_a","value_a","gap_a","lower_a","upper_a","size_b","value_b","gap_b","lower_b","upper_b","change","lower","upper","p_value","q_value"];function l$(e,n="slice_diff"){if(H(e)||_(n,"not an object"),e.available===!1)return typeof e.reason!="string"&&_(n,"no `reason` for reports without slices"),{available:!1,reason:e.reason,rows:0};e.available!==!0&&_(n,"no `available`"),(typeof e.tag!="string"||typeof e.metric!="string")&&_(n,"no `tag` or `metric`");for(let t of["a","b"]){let r=e[t];(!H(r)||typeof r.run!="string"||typeof r.step!="number")&&_(n,`\`${t}\` is not a run and a step`)}typeof e.higher_is_worse!="boolean"&&_(n,"no `higher_is_worse`");for(let t of["level","fdr","max_level","min_size","k"])typeof e[t]!="number"&&_(n,`\`${t}\` is not a number`);for(let t of["appeared","worsened"]){let r=e[t];(typeof r!="number"||!Number.isInteger(r)||r<0)&&_(n,`\`${t}\` is not a count`)}e.class_name!==void 0&&e.class_name!==null&&typeof e.class_name!="string"&&_(n,"`class_name` is not text"),e.label!==void 0&&typeof e.label!="string"&&_(n,"`label` is not text"),e.threshold!==void 0&&typeof e.threshold!="number"&&_(n,"`threshold` is not a number"),Array.isArray(e.rows)||_(n,"no `rows`");for(let t of e.rows){(!H(t)||typeof t.slice!="string")&&_(n,"a row without a `slice`");for(let r of _5)Pl(t[r])||_(n,`a row's \`${r}\` is not a number or null`);li.includes(t.verdict)||_(n,`a row's \`verdict\` is not one of ${li.join(", ")}`),typeof t.appeared!="boolean"&&_(n,"a row's `appeared` is not true or false")}return e}function Yn(e){let n=new URLSearchParams;for(let[t,r]of Object.entries(e))r!==null&&n.set(t,String(r));return n.toString()}function S5(e,n=""){return n?`${e}/${n}`:e}function d$(e,n,t){return S5(e,n)+"?"+Yn(t)}function p$(e,n,t){return d$(e,n,{...t,format:"columnar"})}function f$(e){return"diff?"+Yn({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function k5(e){return f$(e)+"&format=csv"}function T5(e){let n=new URLSearchParams(Yn({...e.options,tag:e.tag,key:e.key}));for(let t of e.runs)n.append("run",t);return"row_trend?"+n.toString()}function R5(e){let n=new URLSearchParams(Yn({...e.options,tag:e.tag,slice:e.slice}));for(let t of e.runs)n.append("run",t);return"slice_trend?"+n.toString()}function C5(e){return"slice_diff?"+Yn({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function A5(e){let n=new URLSearchParams(Yn({...e.options,tag:e.tag}));for(let t of e.runs)n.append("run",t);return"trend?"+n.toString()}function u$(e,n="json"){return"runs?"+Yn({...e.options,tag:e.tag,step:e.step,format:n==="csv"?"csv":null})}var E5="fairness:runs-response";function P5(e){return"values?"+Yn({run:e.run,tag:e.tag,step:e.step})}function M5(e){let n={vs_run:e.vs?.run??null,vs_step:e.vs?.step??null};return"row?"+Yn({...e.options,tag:e.tag,run:e.run,step:e.step,key:e.key,...n})}function c$(e,n="csv"){return"table?"+Yn({run:e.run,tag:e.tag,step:e.step,format:n,table:e.table,...e.options})}var Jt=class{constructor(n){this.fetchFn=n??((t,r)=>n$(t)??globalThis.fetch(t,r))}async get(n,t){let r;try{r=await this.fetchFn(n,{signal:t})}catch(i){throw t?.aborted?i:new Xt(`cannot reach TensorBoard (${i instanceof Error?i.message:String(i)})`,null,n)}if(!r.ok){let i="";try{i=(await r.text()).trim()}catch{}throw new Xt(i||`${r.status} ${r.statusText}`.trim(),r.status,n)}return r}async getBody(n,t,r,i,s){let o=await this.get(n,i);s&&typeof performance<"u"&&performance.mark&&performance.mark(s);try{return await t(o)}catch(a){throw i?.aborted?a:new Xt(`malformed response from ${n.split("?")[0]}: ${r}`,o.status,n)}}getJson(n,t,r){return this.getBody(n,i=>i.json(),"not JSON",t,r)}async getText(n,t){let r=await this.get(n,t);try{return await r.text()}catch(i){throw t?.aborted?i:new Xt(`malformed response from ${n.split("?")[0]}: unreadable`,r.status,n)}}async tags(n){let t="tags";return Ux(await this.getJson(t,n),t)}async kinds(n){let t="kinds";return Yx(await this.getJson(t,n),t)}async steps(n,t,r){let i="steps?"+Yn({run:n,tag:t});return Wx(await this.getJson(i,r),i)}async view(n,t,r,i,s,o){let a=d$(n,t,r);return i(await this.getJson(a,s,o),a)}async viewColumnar(n,t,r,i,s,o){let a=p$(n,t,r),l=await this.getBody(a,u=>u.arrayBuffer(),"unreadable",s,o);return i(t$(l,a),a)}async diff(n,t){let r=f$(n);return Fx(await this.getJson(r,t),r)}async diffCsv(n,t){let r=k5(n);return id(await this.getText(r,t),r)}async trend(n,t){let r=A5(n);return qx(await this.getJson(r,t),r)}async rowTrend(n,t){let r=T5(n);return jx(await this.getJson(r,t),r)}async sliceTrend(n,t){let r=R5(n);return a$(await this.getJson(r,t),r)}async sliceDiff(n,t){let r=C5(n);return l$(await this.getJson(r,t),r)}async values(n,t){let r=P5(n);return Gx(await this.getJson(r,t),r)}async row(n,t){let r=M5(n);return Kx(await this.getJson(r,t),r)}async runs(n,t){let r=u$(n);return i$(await this.getJson(r,t,E5),r)}async runsCsv(n,t){let r=u$(n,"csv");return id(await this.getText(r,t),r)}async tableJson(n,t){let r=c$(n,"json");return Vx(await this.getJson(r,t),r)}async tableCsv(n,t){let r=c$(n,"csv");return id(await this.getText(r,t),r)}},re=Symbol("stale"),ie=class{constructor(){this.generation=0;this.controller=null}async run(n){this.controller?.abort();let t=new AbortController;this.controller=t;let r=++this.generation;try{let i=await n(t.signal);return r===this.generation?i:re}catch(i){if(r!==this.generation||t.signal.aborted)return re;throw i}finally{this.controller===t&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function h$(e,n){return e===null||n===null?null:e.kinds.find(t=>t.name===n)??null}function m$(e){return e?e.options.map(n=>n.name):[]}function Me(e,n){return e?.options.find(t=>t.name===n)??null}function D5(e,n){return e?(n===null?e.tables[0]:e.tables.find(t=>t.name===n))??null:null}function g$(e,n){return e===null||Me(e,"table")!==null?n:null}function wn(e,n,t){let r=D5(e,n),i=r?`${r.name}: ${r.title}`:n??"default",s=t===null?"All rows":`All ${t} row${t===1?"":"s"}`,o=r?`; columns ${r.columns.join(",")}`:"";return`${s} as CSV (the export's table ${i}${o})`}function Do(e,n){let t=Me(e,n)?.default;return typeof t=="number"&&Number.isFinite(t)||typeof t=="string"?t:null}function Ke(e,n){let t=Do(e,n);return typeof t=="number"?t:null}function dr(e,n){let t=Do(e,n);return typeof t=="string"?t:null}function pr(e,n,t=null){let r=Me(e,n);return r?.type==="choice"?Ms(r,t):[]}function Ms(e,n){let t=e.table_only??{};return(e.choices??[]).filter(r=>t[r]===void 0||n!==null&&t[r].includes(n))}function _e(e,n,t){let r=Me(e,n);if(r===null||t===null||t===void 0)return!1;switch(r.type){case"str":return typeof t=="string";case"choice":return typeof t=="string"&&(r.choices??[]).includes(t);case"float":if(typeof t!="number"||!Number.isFinite(t))return!1;break;case"int":if(typeof t!="number"||!Number.isSafeInteger(t))return!1;break;default:return!1}return!(r.minimum!==null&&!(r.minimum_open?t>r.minimum:t>=r.minimum)||r.maximum!==null&&!(r.maximum_open?t<r.maximum:t<=r.maximum))}function bt(e,n,t){return _e(e,n,t)?t:Ke(e,n)}function Xn(e,n,t){return t!==void 0&&_e(e,n,t)?t:dr(e,n)}function ad(e){if(e===0)return"0";let n=Math.floor(Math.log10(Math.abs(e)));if(n<-4||n>=6){let[t,r]=e.toExponential(5).split("e");return`${t.includes(".")?t.replace(/\.?0+$/,""):t}e${r[0]}${r.slice(1).padStart(2,"0")}`}return String(Number(e.toPrecision(6)))}function Ds(e,n){let t=Me(e,n);if(t===null)return"";if(t.type==="choice")return`one of ${(t.choices??[]).join(", ")}`;if(t.type!=="float"&&t.type!=="int")return"a string";if(t.minimum===null&&t.maximum===null)return"a number";let r=t.type==="int"?"a whole number":"a number";return t.minimum!==null&&t.maximum!==null?`${r} in ${t.minimum_open?"(":"["}${ad(t.minimum)}, ${ad(t.maximum)}${t.maximum_open?")":"]"}`:t.minimum!==null?`${r} ${t.minimum_open?">":">="} ${ad(t.minimum)}`:`${r} ${t.maximum_open?"<":"<="} ${ad(t.maximum)}`}function le(e,n,t){return Me(e,n)?.title||t||n.replace(/_/g," ")}function se(e,n,t=""){let r=Me(e,n);if(r===null)return t;let i=r.type==="str"?"":` Takes ${Ds(e,n)}.`,s=r.help.replace(/\.$/,"");return`${r.name} (--${r.name.replace(/_/g,"-")}): ${s}.${i}${t?` ${t}`:""}`}var ke="fairness_";function Pe(e){let n=new Map;for(let[t,r]of e)t.startsWith(ke)&&n.set(t.slice(ke.length),r);return n}function he(e){if(e===void 0||e.trim()==="")return null;let n=Number(e);return Number.isFinite(n)?n:null}function Lo(e){let n=he(e);return n!==null&&Number.isSafeInteger(n)&&n>=0?n:null}function ee(e,n,t){t!==null&&t!==""&&e.push([ke+n,String(t)])}function He(e,n,t,r,i=n){t!==Do(r,i)&&ee(e,n,t)}function fr(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(n){return{regex:null,error:n instanceof Error?n.message:String(n)}}}function b$(e,n,t){if(t===null)return n;let r=new Int32Array(n.length),i=0;for(let s=0;s<n.length;s++){let o=n[s];t.lastIndex=0,t.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var Ls={run:"run",tag:"tag",step:"step"},L5=new Set(Object.values(Ls).map(e=>ke+e));function v$(e){let n=[];return ee(n,Ls.run,e.run),ee(n,Ls.tag,e.tag),ee(n,Ls.step,e.step),n}function y$(e){let n=Pe(e),t=r=>{let i=n.get(r);return i===void 0||i===""?null:i};return{run:t(Ls.run),tag:t(Ls.tag),step:Lo(n.get(Ls.step))}}function w$(e){let n=[];for(let[t,r]of e)t.startsWith(ke)&&!L5.has(t)&&n.push([t,r]);return n}function bm(e,n){let t=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>n.includes(e[r][s].kind)).sort();i.length&&t.push({run:r,tags:i})}return t}function vm(e,n){let t=new Set;for(let r of Object.values(e))for(let i of Object.values(r))n.includes(i.kind)||t.add(i.kind);return[...t].sort()}function N5(e){return e.reduce((n,t)=>t.tags.length>n.tags.length?t:n,e[0])}function ld(e,n){if(n.length===0)return null;let t=e.run===null&&e.tag!==null?n.find(s=>s.tags.includes(e.tag)):void 0;if(t)return{ref:{...e,run:t.run},moved:!1};let r=n.find(s=>s.run===e.run)??(e.run===null&&e.tag===null?N5(n):n[0]),i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function x$(e,n){return n.run===null||n.tag===null?null:e[n.run]?.[n.tag]?.kind??null}function $$(e,n){return n===null?null:e.find(t=>t.kind===n)??null}function _$(e){try{return decodeURIComponent(e)}catch{return e}}function S$(e){let n=e.startsWith("#")?e.slice(1):e;return n===""?[]:n.split("&").map(t=>{let r=t.indexOf("=");return r<0?{raw:t,key:null,value:null}:{raw:t,key:_$(t.slice(0,r)),value:_$(t.slice(r+1))}})}function O5(e){let n=[];for(let t of S$(e))t.key!==null&&t.value!==null&&n.push([t.key,t.value]);return n}function I5(e,n,t){let r=S$(e).filter(o=>o.key===null||!o.key.startsWith(n)).map(o=>o.raw),i=t.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function k$(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function T$(){return O5(k$().location.hash)}function R$(e,n){let t=k$(),r=t.location.hash,i=I5(r,e,n);if(i===r||i===""&&r==="#")return;let s=new URL(t.location.href);s.hash=i,t.history.replaceState(t.history.state,"",s.href)}function C$(e){return/^[=+\-@\t\r]/.test(e)?"'"+e:e}function ym(e){let n=C$(e);return/[",\r\n]/.test(n)?'"'+n.replace(/"/g,'""')+'"':n}function ud(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function Et(e){return(e.filter(t=>t!==null&&t!=="").map(t=>String(t).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}function z5(e){let n=[],t=[],r="",i=!1;for(let s=0;s<e.length;s++){let o=e[s];i?o!=='"'?r+=o:e[s+1]==='"'?(r+='"',s++):i=!1:o==='"'?i=!0:o===","?(t.push(r),r=""):o===`
`||o==="\r"?(o==="\r"&&e[s+1]===`
`&&s++,t.push(r),n.push(t),t=[],r=""):r+=o}return(r!==""||t.length)&&(t.push(r),n.push(t)),n}function cd(e,n,t){let[r,...i]=z5(e),s=r?r.indexOf(n):-1;if(s<0)return null;let o=new Map;for(let c of i){let p=o.get(c[s])??[];p.push(c),o.set(c[s],p)}let a=c=>/[",\r\n]/.test(c)?'"'+c.replace(/"/g,'""')+'"':c,l=c=>c.map(a).join(","),u=[l(r)];for(let c of t)for(let p of o.get(C$(c))??[])u.push(l(p));return u.join(`
`)+`
`}var dd=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],pd=["value_a","value_b","gap"],A$=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"],E$=["mde","more_examples","underpowered"];function wm(e,n){return(Array.isArray(e)||ArrayBuffer.isView(e)&&!(e instanceof DataView))&&e.length===n}function No(e){return typeof e=="number"&&Number.isInteger(e)&&e>=0}function fd(e,n="view route"){H(e)||_(n,"not an object");let t=e.rows;No(t)||_(n,"`rows` is not a count"),(!H(e.columns)||!H(e.states))&&_(n,"no `columns` or `states`");let r=e.columns,i=e.states;for(let o of A$)wm(r[o],t)||_(n,`column \`${o}\` does not have ${t} rows`);Array.isArray(r.label)||_(n,"column `label` is not a list of names");for(let o of E$)r[o]!==void 0&&!wm(r[o],t)&&_(n,`column \`${o}\` does not have ${t} rows`);for(let o of pd){let a=i[o];(!Array.isArray(a)||a.length!==t)&&_(n,`states \`${o}\` does not have ${t} rows`)}(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&_(n,"no `identities` or `metrics`");for(let o of["tested","low_power"])No(e[o])||_(n,`\`${o}\` is not a count`);let s=e.domain;return(!Array.isArray(s)||s.length!==2||!s.every(o=>typeof o=="number"&&Number.isFinite(o)))&&_(n,"`domain` is not two numbers"),e.window!==void 0&&(wm(r.row,t)||_(n,`column \`row\` does not have ${t} rows`),V5(e.window,n)),e}var B5=["total","matched","offset","limit","k"],F5=["k","top_shown","all_shown","zero"],H5=["pos_inf","neg_inf","undefined"];function V5(e,n){H(e)||_(n,"`window` is not an object");for(let i of B5)No(e[i])||_(n,`\`window.${i}\` is not a count`);(!dd.includes(e.sort)||e.dir!=="asc"&&e.dir!=="desc"||typeof e.q!="string")&&_(n,"`window` has no sort, direction or search");let t=e.histogram;(!H(t)||!No(t.finite)||!H(t.non_finite)||!H5.every(i=>No(t.non_finite[i])))&&_(n,"`window.histogram` is not a histogram"),P$(t.bins,["x0","x1","count"],"window.histogram",n);let r=e.count_distribution;(!H(r)||!F5.every(i=>No(r[i])))&&_(n,"`window.count_distribution` is not a distribution");for(let i of["top_median","all_median"])r[i]!==null&&typeof r[i]!="number"&&_(n,`\`window.count_distribution.${i}\` is not a number`);P$(r.bins,["x0","x1","top","all"],"window.count_distribution",n)}function P$(e,n,t,r){(!Array.isArray(e)||!e.every(i=>H(i)&&n.every(s=>typeof i[s]=="number")))&&_(r,`\`${t}.bins\` are not bins`)}var M$="fairness:associations-response";function D$(e){return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,a:e.a,b:e.b,level:e.level??null,fdr:e.fdr??null,min_count:e.min_count??null,rank_by:e.rank_by??null}}var xm=["auto","all","compact"],Ml=100,hd=[.9,.95,.99],L$=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:Ml,minCount:null,significantOnly:!1,columns:"auto"});function md(e){let n=N$(dr(e,"rank_by")??void 0,e);return{...L$,gap:[null,null],count:[null,null],metric:dr(e,"metric"),rankBy:n,sort:Ns(n),level:Ke(e,"level"),fdr:Ke(e,"fdr")}}function $m(e){return e==="label"||e==="p_value"?"asc":"desc"}function Ns(e){return e==="bound"?"bound":"gap"}var ve={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant",columns:"cols"};function _m(e,n){let t=[],r=(i,s)=>ee(t,i,s);return He(t,ve.metric,e.metric,n),r(ve.a,e.a),r(ve.b,e.b),He(t,ve.rankBy,e.rankBy,n),He(t,ve.level,e.level,n),He(t,ve.fdr,e.fdr,n),e.minCount!==null&&r(ve.minCount,e.minCount),e.significantOnly&&r(ve.significantOnly,1),(e.sort!==Ns(e.rankBy)||e.dir!=="desc")&&(r(ve.sort,e.sort),r(ve.dir,e.dir)),r(ve.search,e.search),r(ve.gapMin,e.gap[0]),r(ve.gapMax,e.gap[1]),r(ve.countMin,e.count[0]),r(ve.countMax,e.count[1]),e.topK!==Ml&&r(ve.topK,e.topK),e.columns!==L$.columns&&r(ve.columns,e.columns),t}var K5="gap";function N$(e,n){let t=e===K5?"signed":e;return _e(n,"rank_by",t)?t:null}function j5(e){let n=he(e);return n!==null&&Number.isSafeInteger(n)&&n>=1?n:Ml}function Sm(e,n){let t=Pe(e),r=l=>{let u=t.get(l);return u===void 0||u===""?null:u},i=md(n);i.metric=Xn(n,"metric",r(ve.metric)),i.a=r(ve.a),i.b=r(ve.b),i.rankBy=N$(t.get(ve.rankBy),n)??i.rankBy,i.sort=Ns(i.rankBy),i.level=bt(n,"level",he(t.get(ve.level))),i.fdr=bt(n,"fdr",he(t.get(ve.fdr)));let s=he(t.get(ve.minCount));_e(n,"min_count",s)&&(i.minCount=s),i.significantOnly=t.get(ve.significantOnly)==="1";let o=t.get(ve.sort);if(o!==void 0&&dd.includes(o)){i.sort=o;let l=t.get(ve.dir);i.dir=l==="asc"||l==="desc"?l:$m(i.sort)}i.search=t.get(ve.search)??"",i.gap=[he(t.get(ve.gapMin)),he(t.get(ve.gapMax))],i.count=[he(t.get(ve.countMin)),he(t.get(ve.countMax))],i.topK=j5(t.get(ve.topK));let a=t.get(ve.columns);return xm.includes(a)&&(i.columns=a),i}function gd(e){let n={metric:e.metric,a:e.a};return e.b!==null&&(n.b=e.b),n.rank_by=e.rank_by,n.min_count=String(e.min_count),n.level=String(e.level),n.fdr=String(e.fdr),n}function km(e){return pd.includes(e)}function Oo(e,n,t){let r=e.columns[n][t];if(typeof r=="number"&&Number.isFinite(r))return r;let i=km(n)?e.states[n]?.[t]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function q5(e,n){let t=new Float64Array(e.rows),r=e.columns[n],i=km(n)?e.states[n]:null;for(let s=0;s<t.length;s++){let o=r[s];if(typeof o=="number"&&Number.isFinite(o)){t[s]=o;continue}let a=i===null?null:i[s];t[s]=a==="+inf"?1/0:a==="-inf"?-1/0:NaN}return t}function U5(e){let n=new Int32Array(e);for(let t=0;t<e;t++)n[t]=t;return n}function Tm(e,n,t){let r=t==="asc";if(n==="label"){let a=e.columns.label;for(let l=1;l<e.rows;l++)if(r?a[l-1]>a[l]:a[l-1]<a[l])return!1;return!0}let i=e.columns[n],s=km(n)?e.states[n]:null,o=NaN;for(let a=0;a<e.rows;a++){let l=i[a],u;if(typeof l=="number"&&Number.isFinite(l))u=l;else{let c=s===null?null:s[a];u=c==="+inf"?1/0:c==="-inf"?-1/0:NaN}if(Number.isNaN(u)){o=NaN;continue}if(a>0&&(Number.isNaN(o)||(r?o>u:o<u)))return!1;o=u}return!0}function B$(e,n,t){let r=U5(e.rows);if(Tm(e,n,t))return r;let i=t==="asc"?1:-1;if(n==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=q5(e,n);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),p=Number.isNaN(u);return c||p?c&&p?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function O$(e,[n,t]){return n===null&&t===null?!0:Number.isNaN(e)?!1:(n===null||e>=n)&&(t===null||e<=t)}function I$([e,n]){return e!==null||n!==null}function z$(e){return!/[\\^$.|?*+()[\]{}]/.test(e)}function W5(e,n){return e!==""&&z$(e)&&z$(n)&&n.includes(e)}var G5=32,bd=class{constructor(n,t){this.kept=new Map;this.all=null;this.order=t;let r=n.columns.label;if(t===null){this.labels=r;return}this.labels=new Array(t.length);for(let i=0;i<t.length;i++)this.labels[i]=r[t[i]]}positions(n,t){let r=this.kept.get(n);if(r)return this.kept.delete(n),this.kept.set(n,r),r;let i=null;for(let[u,c]of this.kept)(i===null||c.length<i.length)&&W5(u,n)&&(i=c);let s=this.labels,o,a=0;if(t.lastIndex=0,i===null){o=new Int32Array(s.length);for(let u=0;u<s.length;u++)t.test(s[u])&&(o[a++]=u)}else{o=new Int32Array(i.length);for(let u=0;u<i.length;u++){let c=i[u];t.test(s[c])&&(o[a++]=c)}}let l=o.slice(0,a);return this.kept.size>=G5&&this.kept.delete(this.kept.keys().next().value),this.kept.set(n,l),l}rows(n,t,r,i){let{gap:s,count:o}=i,a=i.significantOnly===!0,l=I$(s)||I$(o)||a,u=this.order,c=this.labels.length;if(t===null&&!l){if(this.all===null){this.all=new Array(c);for(let m=0;m<c;m++)this.all[m]=u===null?m:u[m]}return this.all}if(t===null){let m=new Array(c),g=0;for(let v=0;v<c;v++){let b=u===null?v:u[v];this.keep(r,b,s,o,a)&&(m[g++]=b)}return m.length=g,m}let p=this.positions(n,t),d=new Array(p.length);if(!l){for(let m=0;m<p.length;m++)d[m]=u===null?p[m]:u[p[m]];return d}let f=0;for(let m=0;m<p.length;m++){let g=u===null?p[m]:u[p[m]];this.keep(r,g,s,o,a)&&(d[f++]=g)}return d.length=f,d}keep(n,t,r,i,s){return O$(Oo(n,"gap",t),r)&&O$(Oo(n,"count",t),i)&&(!s||!!n.columns.significant[t])}};function F$(e,n){if(e===n)return!0;if(e.length!==n.length)return!1;for(let t=0;t<e.length;t++)if(e[t]!==n[t])return!1;return!0}function Y5(e){return String(Number(e.toPrecision(4)))}function rt(e){return`significant after Benjamini\u2013Hochberg at ${e===null?"the server's FDR":`FDR q = ${Y5(e)}`}`}function Vi(e){let n=0;for(let t=0;t<e.length;t++){let r=e[t];typeof r=="number"&&Number.isFinite(r)&&n++}return n}function Io(e){let n=e.units??`${e.unit}s`,t=e.tested===null?`${e.significant} ${e.significant===1?e.unit:n}`:`${e.significant} of ${e.tested} ${e.tested===1?e.unit:n} with a p-value`;return`\u2605 ${rt(e.q)} (${t})${e.what?`; ${e.what}`:""}`}var X5=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function Se(e){return typeof e=="number"&&Number.isFinite(e)}function Dl(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function C(e){return typeof e=="number"&&Number.isFinite(e)?X5.format(e):""}function ye(e){if(e===0)return"0";let n=Math.abs(e),t;if(n>=1e-4&&n<1e6)t=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");t=`${String(Number(r))}e${Number(i)}`}return t.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var J5={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},Z5={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function vd(e,n){if(typeof e=="number"&&Number.isFinite(e))return{text:ye(e),state:null,title:String(e)};let t=n==="+inf"||n==="-inf"?n:"undefined";return{text:J5[t],state:t,title:Z5[t]}}function Ki(e){if(!Number.isFinite(e))return"";let n=new Date(e*1e3),t=r=>String(r).padStart(2,"0");return`${n.getFullYear()}-${t(n.getMonth()+1)}-${t(n.getDate())} ${t(n.getHours())}:${t(n.getMinutes())}`}function De(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function me(e){return(e*100).toFixed(1).replace(/^-/,"\u2212")}function ji(e){return typeof e!="number"||!Number.isFinite(e)?"":`${me(e)} pp`}function ci(e,n=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(n).replace(/^-/,"\u2212")}function Ge(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[n,t]=e.toExponential(1).split("e");return Q5(`${Number(n)}e${Number(t)}`)}return String(Number(e.toPrecision(2)))}function qi(e){let n=Ge(e);return n.startsWith("<")?`p${n}`:`p=${n}`}function Q5(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function st(e,n,t){return`${e}${n===e?"":` (${n})`}: ${t}`}function It(e,n,t=`${n}s`){return e===1?n:t}function Zt(e,n,t=`${n}s`){return`${C(e)} ${It(e,n,t)}`}function zo(e){return`${Number((e*100).toPrecision(3))}%`}function Bo(e){return e===null||!Number.isFinite(e)?e===1/0?"none":"\u2014":`${me(e)} pp`}function hr(e,n,t="examples of this group",r=Bo){let i=e.mde===1/0?"cannot see any gap":`sees a gap of ${r(e.mde)} or more`,s=e.more!==null&&Number.isFinite(e.more)&&e.more>0?` About ${C(Math.ceil(e.more))} more ${t} would see ${r(n.minGap)}.`:"";return`Low power: this test ${i} (${zo(n.power)} power at the ${zo(n.level)} level), larger than the smallest gap that matters (${r(n.minGap)}): no significant gap here does not mean there is none.${s}`}function cn(e){return typeof e.power=="number"&&typeof e.min_gap=="number"?{power:e.power,minGap:e.min_gap,level:e.level}:null}function Ui(e,n,t,r="cell",i=Bo){if(t===null||e===0)return"";let s=n===1?r:`${r}s`;return`low power: ${C(e)} of ${C(n)} ${s} with a p-value could not have seen a gap of ${i(t.minGap)} (${zo(t.power)} power at the ${zo(t.level)} level), so their missing \u2605 is not a finding`}function H$(e,n,t=Bo){return`This test detects gaps of ${t(e)} or more (${zo(n.power)} power at the ${zo(n.level)} level)`}function Fo(e,n,t,r){let{a:i,b:s,metric:o}=n,a=n.metricTitle?`${n.metricTitle}, `:"the metric ",l=(u,c,p)=>({name:u,sub:c,title:st(u,e,p)});switch(e){case"label":return l("label","","the predicted label y");case"count":return l("count","c(y)","c(y), the examples where the label is predicted");case"count_a":return l("with A",i,`c(a, y), the examples with identity A (${i}) and the label`);case"count_b":return l("with B",s,`c(b, y), the examples with ${s==="rest"?"the other identities (B: rest)":`identity B (${s})`} and the label`);case"value_a":return l(`${o} A`,`${o}(${i})`,`${o}(${i}, y): ${a}for identity A and the label`);case"value_b":return l(`${o} B`,`${o}(${s})`,`${o}(${s}, y): ${a}for identity B and the label`);case"gap":return l("gap","A \u2212 B",`${o}(${i}, y) \u2212 ${o}(${s}, y)`);case"bound":return l("interval",`${mr(t)} \xB7 by bound`,`the gap's ${mr(t)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`);case"p_value":return l("p","gap = 0",'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');case"significant":return l("\u2605","",`significant after Benjamini-Hochberg at FDR ${mr(r)}`)}}function mr(e){return`${Number((e*100).toPrecision(4))}%`}function V$(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function Ll(e){if(e===0)return"0";let n=Math.abs(e);if(n>=.001&&n<1e5)return V$(String(Number(e.toPrecision(3))));let[t,r]=e.toExponential(2).split("e");return V$(`${Number(t)}e${Number(r)}`)}function e4(e){return e==="dp"?Bo:n=>n===null||!Number.isFinite(n)?Bo(n):Ll(n)}function Nl(e){let n=cn(e);return n===null?null:{settings:n,gapText:e4(e.metric)}}function t4(e,n){let t=e.p_value[n];return!!e.underpowered?.[n]&&!e.significant?.[n]&&typeof t=="number"&&Number.isFinite(t)}function n4(e,n){return`[${Ll(e)}, ${Ll(n)}]`}function Rm(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function yd(e,n,t,r=null){let i=e.columns,s=i.lower[n],o=i.upper[n],a=typeof s=="number"&&typeof o=="number"&&Number.isFinite(s)&&Number.isFinite(o),l=e.states.gap[n],u=typeof i.gap[n]=="number"&&Number.isFinite(i.gap[n]),c=$=>typeof $=="number"&&Number.isFinite($),p=l==="+inf"&&c(s)?`[${Ll(s)}, +\u221E)`:l==="-inf"&&c(o)?`(\u2212\u221E, ${Ll(o)}]`:null,d=null;a||(p!==null?d="The gap is infinite (a count of zero): its interval is open on that side":l==="+inf"||l==="-inf"?d="Undefined: the gap is infinite, so it has no interval":u?d="Undefined: no variance (the standard error of the gap is zero or undefined)":d="Undefined: the gap itself is undefined");let f=!!i.insufficient[n],m=i.p_value[n],g=typeof m=="number"&&Number.isFinite(m),v,b;g?(v=Ge(m),b=`p = ${m} (two-sided, for gap = 0)`):f?(v="\u2014",b=Rm(t)):d!==null?(v="undefined",b=d):(v="\u2014",b="No p-value");let w=i.bound[n];return{interval:a?[s,o]:null,intervalText:a?n4(s,o):p??"undefined",intervalReason:d,p:g?m:null,pText:v,pTitle:b,bound:typeof w=="number"&&Number.isFinite(w)?w:null,significant:!!i.significant[n],insufficient:f,lowPower:r!==null&&t4(i,n)?hr({mde:Dl(i.mde?.[n]),more:Dl(i.more_examples?.[n]),underpowered:!0},r.settings,"examples in the report (every identity in proportion)",r.gapText):null}}function wd(e,n=r4(e)){let{tested:t,low:r}=n,i=s=>`${s} row${s===1?"":"s"}`;return{interval:`Whiskers: the gap's ${mr(e.level)} interval (delta method / Newcombe, see the docs)`,significance:Io({q:e.fdr,significant:e.significant,tested:t,unit:"row"}),insufficient:`grey: insufficient (${i(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap",lowPower:i4(e,t,r)}}function r4(e){let{p_value:n,underpowered:t,significant:r}=e.columns,i=0,s=0;if(t===void 0){for(let o=0;o<e.rows;o++)Number.isFinite(n[o])&&i++;return{tested:i,low:s}}for(let o=0;o<e.rows;o++)Number.isFinite(n[o])&&(i++,t[o]&&!r?.[o]&&s++);return{tested:i,low:s}}function i4(e,n,t){let r=e.metric===void 0?null:Nl({metric:e.metric,power:e.power,min_gap:e.min_gap,level:e.level});return r===null||e.columns.underpowered===void 0?"":Ui(t,n,r.settings,"row",r.gapText)}function j$(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function s4(e,n){if(e.length===0)return[];let t=1/0,r=-1/0;for(let o=0;o<e.length;o++){let a=e[o];a<t&&(t=a),a>r&&(r=a)}if(t===r)return[{x0:t-.5,x1:r+.5,count:e.length}];let i=(r-t)/n,s=[];for(let o=0;o<n;o++)s.push({x0:t+o*i,x1:o===n-1?r:t+(o+1)*i,count:0});for(let o=0;o<e.length;o++){let a=Math.min(n-1,Math.max(0,Math.floor((e[o]-t)/i)));s[a].count++}return s}function Cm(e,n,t){let r=new Float64Array(n.length),i=0,s={posInf:0,negInf:0,undefined:0};for(let a=0;a<n.length;a++){let l=Oo(e,"gap",n[a]);Number.isFinite(l)?r[i++]=l:l===1/0?s.posInf++:l===-1/0?s.negInf++:s.undefined++}let o=r.subarray(0,i);return{bins:s4(o,t??j$(i)),finite:i,nonFinite:s}}function K$(e){let n=e.length;return n===0?null:n%2?e[(n-1)/2]:(e[n/2-1]+e[n/2])/2}function xd(e,n,t,r){let i=Math.min(Math.max(0,Math.floor(t)),n.length),s=new Float64Array(n.length),o=1/0,a=-1/0;for(let m=0;m<n.length;m++){let g=Oo(e,"count",n[m]),v=g>0&&Number.isFinite(g)?Math.log10(g):NaN;s[m]=v,v<o&&(o=v),v>a&&(a=v)}let l=new Float64Array(n.length),u=new Float64Array(i),c=0,p=0,d=0;for(let m=0;m<n.length;m++){if(Number.isNaN(s[m])){m<i&&d++;continue}let g=Oo(e,"count",n[m]);l[c++]=g,m<i&&(u[p++]=g)}let f=[];if(c){let m=o===a?1:r??Math.min(30,j$(c)),[g,v]=o===a?[o-.5,a+.5]:[o,a],b=(v-g)/m;for(let w=0;w<m;w++)f.push({x0:10**(g+w*b),x1:10**(w===m-1?v:g+(w+1)*b),top:0,all:0});for(let w=0;w<n.length;w++){let $=s[w];if(Number.isNaN($))continue;let x=Math.min(m-1,Math.max(0,Math.floor(($-g)/b)));f[x].all++,w<i&&f[x].top++}}return{bins:f,k:i,topShown:p,allShown:c,zero:d,topMedian:K$(u.subarray(0,p).sort()),allMedian:K$(l.subarray(0,c).sort())}}var Am=2e5,o4=2e4,$d=500,_d=1e4;function q$(e,n,t=0,r=$d){return{max_rows:o4,offset:t===0?null:t,limit:r===$d?null:r,sort:e.sort===Ns(e.rankBy)?null:e.sort,dir:e.dir==="desc"?null:e.dir,q:n===""?null:n,gap_min:e.gap[0],gap_max:e.gap[1],count_min:e.count[0],count_max:e.count[1],significant_only:e.significantOnly?1:null,k:e.topK===Ml?null:e.topK}}function U$(e){let n=e.histogram;return{bins:n.bins.map(t=>({x0:t.x0,x1:t.x1,count:t.count})),finite:n.finite,nonFinite:{posInf:n.non_finite.pos_inf,negInf:n.non_finite.neg_inf,undefined:n.non_finite.undefined}}}function W$(e){let n=e.count_distribution;return{bins:n.bins.map(t=>({x0:t.x0,x1:t.x1,top:t.top,all:t.all})),k:n.k,topShown:n.top_shown,allShown:n.all_shown,zero:n.zero,topMedian:n.top_median,allMedian:n.all_median}}function G$(e){let n="^";for(let t of e){let r=t.charCodeAt(0),i=r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||t==="_";n+=t==="\0"?"\\x00":r<128&&!i?`\\${t}`:t}return`${n}$`}function Y$(e,n){if(e!==400)return null;let t=/^(?:Invalid argument: )?q: ([\s\S]*)$/.exec(n);return t===null?null:t[1]}function X$(e){return e!==null&&e>_d?`${C(e)} rows shown: narrow the search or the filters to ${C(_d)} rows or fewer to download them`:"The rows the search and filters show, in their order, as CSV (the same columns and values as the full download)"}var J$=["run","tag","step","wall_time","metric","a","b","level","fdr","min_count","rank_by","power","min_gap"];function Ol(e,n){return e.window!==void 0&&n.window!==void 0&&Ho(e,n)}function Ho(e,n){return J$.every(t=>e[t]===n[t])}function Z$(e){return JSON.stringify(J$.map(n=>e[n]))}function Q$(e){return e.window!==void 0&&e.window.total<=Am}var a4=180,Sd=class{constructor(n){this.host=n;this.histogram=null;this.counts=null;this.timer=null;this.pending=null;n.addController(this)}hostDisconnected(){this.cancel()}now(n){this.cancel(),this.histogram=Cm(n.table,n.rows),this.counts=xd(n.table,n.rows,n.k)}countsNow(n){this.counts=xd(n.table,n.rows,n.k)}get drawn(){return this.histogram!==null}afterTyping(n){this.cancel(),this.timer=window.setTimeout(()=>{let t=n();t!==null&&(this.histogram=Cm(t.table,t.rows),this.host.requestUpdate(),this.timer=window.setTimeout(()=>{this.timer=null;let r=n();r!==null&&(this.counts=xd(r.table,r.rows,r.k),this.host.requestUpdate())},0))},a4)}afterRows(n,t){t?this.cancel():this.clear(),this.pending=()=>{let r=n();r!==null&&this.now(r)}}windowAfterRows(n){this.clear(),this.pending=()=>this.fromWindow(n)}rowsPainted(){let n=this.pending;n!==null&&(this.pending=null,n(),this.host.requestUpdate())}fromWindow(n){this.cancel(),this.histogram=U$(n),this.counts=W$(n)}clear(){this.cancel(),this.histogram=null,this.counts=null}cancel(){this.timer!==null&&clearTimeout(this.timer),this.timer=null,this.pending=null}};var gr={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function e1(e,n){e.dispatchEvent(new CustomEvent("view-status",{detail:n,bubbles:!0,composed:!0}))}function Le(e,n){e.dispatchEvent(new CustomEvent("view-params",{detail:n,bubbles:!0,composed:!0}))}function xn(e,n){e.dispatchEvent(new CustomEvent("report-change",{detail:n,bubbles:!0,composed:!0}))}function vt(e){return e instanceof Error?e.message:String(e)}function Wi(e,n,t="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:t})),i=document.createElement("a");i.href=r,i.download=n,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var l4=400,kd=class{constructor(n,t){this.host=n;this.params=t;this.timer=null;this.dirty=!1;this.flushPending=()=>{this.dirty&&this.flush()};n.addController(this)}hostConnected(){window.addEventListener("pagehide",this.flushPending)}hostDisconnected(){window.removeEventListener("pagehide",this.flushPending)}changed(n){if(!n){this.flush();return}if(this.timer!==null){this.dirty=!0;return}this.flush(),this.timer=window.setTimeout(()=>{this.timer=null,this.dirty&&this.flush()},l4)}flush(){this.dirty=!1,Le(this.host,this.params())}};var Il="label_associations";function t1(e,n){return e===""||fr(e).error!==null||n===e?null:e}function n1(e,n,t,r){return{...i1(e,n,t),...q$(n,r)}}function r1(e,n,t){return{...i1(e,n,t),max_rows:Am}}function i1(e,n,t){let r=(a,l)=>l===Do(t,a)?null:l,{run:i,tag:s,step:o}=e;return D$({run:i,tag:s,step:o,metric:n.metric,a:n.a,b:n.b,level:r("level",n.level),fdr:r("fdr",n.fdr),min_count:n.minCount,rank_by:r("rank_by",n.rankBy)})}var Td=class{constructor(n,t,r){this.matched=n;this.limit=t;this.pages=new Map;this.inFlight=new Set;this.view=[0,0];this.pages.set(0,r)}get count(){return Math.ceil(this.matched/this.limit)}at(n){let t=this.pages.get(Math.floor(n/this.limit));if(t===void 0)return null;let r=n%this.limit;return r<t.rows?{table:t,i:r}:null}find(n){for(let t of this.pages.values()){let r=t.columns.label.indexOf(n);if(r>=0)return{table:t,i:r}}return null}position(n){for(let[t,r]of this.pages){let i=r.columns.label.indexOf(n);if(i>=0)return t*this.limit+i}return null}has(n){return this.pages.has(n)}wanted(n,t){if(this.count===0)return[];let[r,i]=this.span(n,t,0),[s,o]=this.span(n,t,120);this.view=[r,i];let a=[];for(let l=r;l<=i;l++)!this.pages.has(l)&&!this.inFlight.has(l)&&a.push(l);for(let l=s;l<=o;l++)(l<r||l>i)&&!this.pages.has(l)&&!this.inFlight.has(l)&&a.push(l);return a}unwanted(n,t){let[r,i]=this.span(n,t,120);return[...this.inFlight].filter(s=>s<r||s>i)}fetching(n,t){t?this.inFlight.add(n):this.inFlight.delete(n)}put(n,t){if(this.inFlight.delete(n),this.pages.set(n,t),this.pages.size<=40)return;let[r,i]=this.view,s=a=>a<r?r-a:a>i?a-i:0,o=[...this.pages.keys()].sort((a,l)=>s(l)-s(a)||a-l);for(let a of o.slice(0,this.pages.size-40))this.pages.delete(a)}span(n,t,r){let i=this.count-1,s=o=>Math.min(i,Math.max(0,o));return[s(Math.floor((n-r)/this.limit)),s(Math.floor((t+r)/this.limit))]}};var u4={offset:null,sort:null,dir:null,gap_min:null,gap_max:null,count_min:null,count_max:null,significant_only:null,k:null},c4=64,Rd=class{constructor(n,t,r=Number.MAX_SAFE_INTEGER){this.host=n;this.fetchWindow=t;this.partRows=r;this.pages=null;this.positions=[];this.start=0;this.version=0;this.params={};this.generation=0;this.parts=0;this.fetches=new Map;this.range=[0,0];this.open=null;this.lookedUp=null;n.addController(this)}get selection(){return this.generation+this.parts}get matched(){return this.pages?.matched??0}hostDisconnected(){this.abort()}reset(n,t){this.abort(),this.generation++;let r=n.window;this.pages=new Td(r.matched,r.limit,n),this.params={...t,offset:null,limit:r.limit===$d?null:r.limit},this.start=0,this.fillPositions(!1),this.version++,this.show(...this.range)}showPart(n){let t=this.partRows,r=Math.max(0,Math.floor((this.matched-1)/t)*t),i=Math.min(r,Math.max(0,Math.floor(n/t)*t));this.pages===null||i===this.start||(this.parts++,this.start=i,this.fillPositions(!0),this.version++,this.range=[0,0],this.show(0,0))}fillPositions(n){let t=Math.max(0,Math.min(this.matched-this.start,this.partRows));if(this.positions.length!==t){let r=new Array(t);for(let i=0;i<r.length;i++)r[i]=i;this.positions=r}else n&&(this.positions=this.positions.slice())}clear(){this.abort(),this.generation++,this.pages=null,this.start=0,this.positions=[],this.open=null,this.lookedUp=null}show(n,t){this.range=[n,t];let r=this.pages;if(r===null)return;let[i,s]=[this.start+n,this.start+t];for(let o of r.unwanted(i,s))this.fetches.get(o)?.abort(),this.fetches.delete(o),r.fetching(o,!1);for(let o of r.wanted(i,s))this.fetch(r,o)}at(n){return this.pages?.at(this.start+n)??null}position(n){let t=this.pages?.position(n)??null;return t===null||t<this.start||t>=this.start+this.positions.length?null:t-this.start}openRow(n,t){if(n==null)return this.open=null;let r=this.pages?.find(n)??null;if(r!==null)return this.open=r;let i=this.open;if(i!==null&&i.table.columns.label[i.i]===n&&Ol(i.table,t))return i;this.open=null;let s=this.lookedUp;return(s===null||s.label!==n||!Ol(s.table,t))&&(this.lookedUp={label:n,table:t},this.findLabel(n,t)),null}async findLabel(n,t){let r;try{r=await this.fetchWindow({...this.params,...u4,q:G$(n),limit:c4},new AbortController().signal)}catch{return}let i=r.columns.label.indexOf(n);i<0||this.lookedUp?.label!==n||this.lookedUp.table!==t||(this.open={table:r,i},this.host.requestUpdate())}async labels(n){return(await this.fetchWindow({...this.params,limit:Math.max(1,n)},new AbortController().signal)).columns.label}async fetch(n,t){let r=this.generation,i=new AbortController;this.fetches.set(t,i),n.fetching(t,!0);let s;try{s=await this.fetchWindow({...this.params,offset:t*n.limit},i.signal)}catch{r===this.generation&&(n.fetching(t,!1),this.fetches.get(t)===i&&this.fetches.delete(t));return}r===this.generation&&(this.fetches.delete(t),n.put(t,s),this.version++,this.host.requestUpdate())}abort(){for(let n of this.fetches.values())n.abort();this.fetches.clear()}};var Os="#f57c00",Vo=340,d4="#303030",s1=z`
  :host {
    color-scheme: light;
    --fg: #212121;
    --bg: #fff;
    --surface: #fafafa;
    --muted: #757575;
    --border: #e0e0e0;
    --header-bg: #f5f5f5;
    --header-hover: #eeeeee;
    --hover-bg: #fff3e0;
    --input-bg: #fff;
    --error: #c62828;
    --accent: ${ct(Os)};
    --good: #2e7d32;
    --bad: #c62828;
    --row-border: #f0f0f0;
    --input-border: #c6c6c6;
    --disabled: #9e9e9e;
    --disabled-border: #bdbdbd;
    --state-fg: #9e9e9e;
    --state-bg: #f5f5f5;
    --dim-bg: #fafafa;
    --selected-bg: #ffe0b2;
    --warn-bg: #fff8e1;
    --warn-border: #ffe0b2;
    --warn-fg: #8d6e00;
    --error-bg: #ffebee;
    --error-border: #ef9a9a;
    --code-bg: #f5f5f5;
    --chart-rule: #9e9e9e;
    --chart-ink: #424242;
    --chart-halo: #fff;
    --whisker: #5c6bc0;
    --bar-fill: #ffb74d;
    --stripe-a: #b0bec5;
    --stripe-b: #eceff1;
    --whisker-dot: #283593;
  }
  :host([data-theme='dark']) {
    color-scheme: dark;
    --fg: #e8eaed;
    --bg: ${ct(d4)};
    --surface: #3a3a3a;
    --muted: #a8a8a8;
    --border: #555;
    --header-bg: #3a3a3a;
    --header-hover: #454545;
    --hover-bg: #4a3a28;
    --input-bg: #424242;
    --error: #ef9a9a;
    --accent: #ffa726;
    --good: #81c784;
    --bad: #ef9a9a;
    --row-border: #424242;
    --input-border: #6e6e6e;
    --disabled: #7a7a7a;
    --disabled-border: #5a5a5a;
    --state-fg: #8f8f8f;
    --state-bg: #363636;
    --dim-bg: #2a2a2a;
    --selected-bg: #5a4025;
    --warn-bg: #3d3526;
    --warn-border: #6d5a35;
    --warn-fg: #ffd54f;
    --error-bg: #4a2c2c;
    --error-border: #8c4a4a;
    --code-bg: #262626;
    --chart-rule: #8a8a8a;
    --chart-ink: #d6d6d6;
    --chart-halo: var(--bg);
    --whisker: #9fa8da;
    --bar-fill: #c77800;
    --stripe-a: #78909c;
    --stripe-b: #455a64;
    --whisker-dot: #c5cae9;
  }
`,U=z`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: var(--fg);
    box-sizing: border-box;
  }
  .muted {
    color: var(--muted);
  }
  /* No universal selector here (such as a box-sizing reset on *, ::before, ::after): in a
     virtualized table every selector is matched for every new row, and that one alone
     made style recalculation 10x slower during fast scrolls. */
  button,
  input,
  select {
    font: inherit;
    color: inherit;
    box-sizing: border-box;
  }
  select,
  input {
    height: 26px;
    border: 1px solid var(--input-border);
    border-radius: 3px;
    background: var(--input-bg);
    padding: 0 6px;
  }
  select:focus,
  input:focus {
    outline: 2px solid var(--accent);
    outline-offset: -1px;
  }
  input.invalid {
    border-color: var(--error);
    outline-color: var(--error);
  }
  button.primary {
    height: 26px;
    padding: 0 12px;
    border: 1px solid var(--accent);
    border-radius: 3px;
    background: var(--input-bg);
    color: var(--accent);
    font-weight: 500;
    cursor: pointer;
  }
  button.primary:hover:not(:disabled) {
    background: var(--hover-bg);
  }
  button.primary:disabled {
    border-color: var(--disabled-border);
    color: var(--disabled);
    cursor: default;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .num {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  /* Observable Plot declares --plot-background: white on its <svg> (the fill of its tips):
     the theme's background instead, so a tip's text (currentColor) stays readable. */
  svg {
    --plot-background: var(--bg);
  }
`,o1=z`
  .head button:hover {
    background: var(--header-hover);
  }
  .head button:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: -2px;
  }
  .head .top {
    display: flex;
    gap: 4px;
    align-items: center;
    white-space: nowrap;
  }
  .head .sub {
    font-size: 11px;
    font-weight: 400;
    color: var(--muted);
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .arrow {
    color: var(--accent);
    width: 10px;
    font-size: 10px;
  }
  .head button[aria-sort='none'] .arrow {
    visibility: hidden;
  }
`,Gi=z`
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid var(--row-border);
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--header-bg);
    border-bottom: 1px solid var(--border);
    font-weight: 500;
    z-index: 1;
  }
  .n {
    color: var(--muted);
    font-size: 11px;
  }
  td.state {
    color: var(--state-fg);
    background: var(--state-bg);
    font-style: italic;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
  }
`,Is=z`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,Em=z`
  .controls {
    display: flex;
    flex-direction: column;
    gap: 8px;
    flex: none;
  }
  .body {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .body > * {
    flex-shrink: 0;
  }
`,zs=z`
  .summary {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    align-items: baseline;
  }
  .summary b {
    font-weight: 500;
  }
  .summary .description {
    flex-basis: 100%;
    font-weight: 500;
  }
`,ot=z`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,br=z`
  ${Is}
  ${Em}
  ${zs}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,je=z`
  .group {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 14px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .name {
    font-size: 11px;
    color: var(--muted);
    letter-spacing: 0.02em;
  }
  select {
    max-width: 220px;
  }
  .search-error {
    flex-basis: 100%;
    color: var(--error);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .spacer {
    flex: 1;
  }
`,Cd=z`
  .drawer {
    position: fixed;
    top: 0;
    right: 0;
    bottom: 0;
    z-index: 5;
    width: min(500px, 92vw);
    box-sizing: border-box;
    overflow-y: auto;
    border-radius: 0;
    box-shadow: -4px 0 16px rgba(0, 0, 0, 0.25);
  }
`,ze=z`
  .message {
    box-sizing: border-box;
    padding: 16px;
    border: 1px solid var(--border);
    border-radius: 2px;
    max-width: 760px;
  }
  .message.error {
    border-color: var(--error-border);
    background: var(--error-bg);
  }
  .message.error .text {
    color: var(--error);
    white-space: pre-wrap;
    word-break: break-word;
  }
  .message h2 {
    font-size: 15px;
    font-weight: 500;
    margin: 0 0 8px;
  }
  pre {
    background: var(--code-bg);
    padding: 8px 10px;
    border-radius: 2px;
    overflow-x: auto;
    font-size: 12px;
  }
  .loading {
    color: var(--muted);
  }
  button.link {
    margin-top: 8px;
  }
`,Bs={negligible:"#cfd8dc",small:"#ffcc80",medium:Os,large:"#b71c1c"},Ad=[U,je,ze,Gi,ot,z`
    :host {
      display: block;
      border-top: 1px solid var(--border);
      padding-top: 10px;
    }
    h3.title {
      font-size: 14px;
      margin: 0 0 8px;
    }
    .group {
      margin-bottom: 8px;
    }
  `];var Ko={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},Ne=class{constructor(n,t){this.host=n;this.requests=t;this.status="loading";this.error=null;n.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let n of this.requests)n.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(n){this.error=vt(n),this.set("error")}async run(n,t,r){this.start();try{return await n.run(t)}catch(i){return r(),this.fail(i),re}}set(n){this.status=n,e1(this.host,n),this.host.requestUpdate()}renderError(n,t){return this.status!=="error"?y:h`<div class="message error" role="alert">
      <h2>${n}</h2>
      <div class="text">${this.error}</div>
      ${t.map(r=>h`<button class="primary link" name=${r.name??y} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(n,t,r){return n!==null?t(n):this.loading?h`<div class="loading">${r}</div>`:y}renderCsvButton(n,t,r,i,s="Download CSV"){return h`<button
      class="primary"
      name=${n}
      ?disabled=${!t||this.loading}
      title=${i??y}
      @click=${r}
    >
      ${s}
    </button>`}},$n=class{constructor(n,t,r){this.host=n;this.api=t;this.declaration=r;this.pending=null;this.error=null;this.request=new ie;n.addController(this)}hostDisconnected(){this.request.cancel()}async download(n,t,r,i){t.table!==null&&(t={...t,table:g$(this.declaration(),t.table)}),this.pending=n,this.error=null,this.host.requestUpdate();let s;try{s=await this.request.run(o=>this.api().tableCsv(t,o))}catch(o){this.error=vt(o),this.pending=null,this.host.requestUpdate();return}if(s!==re){if(this.pending=null,i){let o=cd(s,i.column,i.keys);if(o===null){this.error=`the table has no ${i.column} column to pick the rows shown by`,this.host.requestUpdate();return}s=o}this.host.requestUpdate(),Wi(s,r)}}renderError(){return this.error===null?y:h`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function Yi(e,n,t,r){return h`<span class="shown">showing <b>${C(e)}</b> of ${C(n)}${` ${t}`}${r?h` ${r}`:y}</span>`}function vr(e,n){return!e||e.run!==n.run||e.tag!==n.tag||e.step!==n.step}function yr(e,n,t){return t.step===null&&e!=null&&n!==null&&e.max_step!==n.max_step}function p4(e){return e.trim()===""?null:Number(e)}function yt(e,n,t){let r=p4(t);return _e(e,n,r)?r:null}function Pt(e,n){let t=Ds(e,n);return t?`Not ${t}: ignored`:`Not a value of ${n} the server declares: ignored`}function dt(e,n){let t=Me(e,n);return{min:t?.minimum==null?void 0:String(t.minimum),max:t?.maximum==null?void 0:String(t.maximum)}}function wr(e){return h`<label class="field">
    <span class="name" title=${e.title}>${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??y}
      max=${e.max??y}
      step=${e.step}
      inputmode=${e.decimal?"decimal":y}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${n=>e.onInput(n.target.value)}
    />
  </label>`}function Ed(e,n,t,r){let i=yt(e,"fdr",n)===null;return wr({label:le(e,"fdr","FDR"),name:"fdr",text:n,invalid:i,title:i?Pt(e,"fdr"):`${t}. ${se(e,"fdr")}`,...dt(e,"fdr"),step:"0.01",decimal:!0,onInput:r})}function jo(e,n,t,r){var i=arguments.length,s=i<3?n:r===null?r=Object.getOwnPropertyDescriptor(n,t):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,n,t,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(n,t,s):o(n,t))||s);return i>3&&s&&Object.defineProperty(n,t,s),s}var f4={attribute:!0,type:String,converter:kl,reflect:!1,hasChanged:Xc},h4=(e=f4,n,t)=>{let{kind:r,metadata:i}=t,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(t.name,e),r==="accessor"){let{name:o}=t;return{set(a){let l=n.get.call(this);n.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=t;return function(a){let l=this[o];n.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function qo(e){return(n,t)=>typeof t=="object"?h4(e,n,t):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,n,t)}var dn={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},Fs=e=>(...n)=>({_$litDirective$:e,values:n}),Xi=class{constructor(n){}get _$AU(){return this._$AM._$AU}_$AT(n,t,r){this._$Ct=n,this._$AM=t,this._$Ci=r}_$AS(n,t){return this.update(n,t)}update(n,t){return this.render(...t)}};var{I:m4}=Lx,a1=e=>e;var Pd=e=>e.strings===void 0,l1=()=>document.createComment(""),Uo=(e,n,t)=>{let r=e._$AA.parentNode,i=n===void 0?e._$AB:n._$AA;if(t===void 0){let s=r.insertBefore(l1(),i),o=r.insertBefore(l1(),i);t=new m4(s,o,e,e.options)}else{let s=t._$AB.nextSibling,o=t._$AM,a=o!==e;if(a){let l;t._$AQ?.(e),t._$AM=e,t._$AP!==void 0&&(l=e._$AU)!==o._$AU&&t._$AP(l)}if(s!==i||a){let l=t._$AA;for(;l!==s;){let u=a1(l).nextSibling;a1(r).insertBefore(l,i),l=u}}}return t},Ji=(e,n,t=e)=>(e._$AI(n,t),e),g4={},Md=(e,n=g4)=>e._$AH=n,u1=e=>e._$AH,Dd=e=>{e._$AR(),e._$AA.remove()};var zl=(e,n)=>{let t=e._$AN;if(t===void 0)return!1;for(let r of t)r._$AO?.(n,!1),zl(r,n);return!0},Ld=e=>{let n,t;do{if((n=e._$AM)===void 0)break;t=n._$AN,t.delete(e),e=n}while(t?.size===0)},c1=e=>{for(let n;n=e._$AM;e=n){let t=n._$AN;if(t===void 0)n._$AN=t=new Set;else if(t.has(e))break;t.add(e),y4(n)}};function b4(e){this._$AN!==void 0?(Ld(this),this._$AM=e,c1(this)):this._$AM=e}function v4(e,n=!1,t=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(n)if(Array.isArray(r))for(let s=t;s<r.length;s++)zl(r[s],!1),Ld(r[s]);else r!=null&&(zl(r,!1),Ld(r));else zl(this,e)}var y4=e=>{e.type==dn.CHILD&&(e._$AP??=v4,e._$AQ??=b4)},Nd=class extends Xi{constructor(){super(...arguments),this._$AN=void 0}_$AT(n,t,r){super._$AT(n,t,r),c1(this),this.isConnected=n._$AU}_$AO(n,t=!0){n!==this.isConnected&&(this.isConnected=n,n?this.reconnected?.():this.disconnected?.()),t&&(zl(this,n),Ld(this))}setValue(n){if(Pd(this._$Ct))this._$Ct._$AI(n,this);else{let t=[...this._$Ct._$AH];t[this._$Ci]=n,this._$Ct._$AI(t,this,0)}}disconnected(){}reconnected(){}};var d1=(e,n,t)=>{let r=new Map;for(let i=n;i<=t;i++)r.set(e[i],i);return r},p1=Fs(class extends Xi{constructor(e){if(super(e),e.type!==dn.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,n,t){let r;t===void 0?t=n:n!==void 0&&(r=n);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=t(a,o),o++;return{values:s,keys:i}}render(e,n,t){return this.dt(e,n,t).values}update(e,[n,t,r]){let i=u1(e),{values:s,keys:o}=this.dt(n,t,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,p=0,d=i.length-1,f=0,m=s.length-1;for(;p<=d&&f<=m;)if(i[p]===null)p++;else if(i[d]===null)d--;else if(a[p]===o[f])l[f]=Ji(i[p],s[f]),p++,f++;else if(a[d]===o[m])l[m]=Ji(i[d],s[m]),d--,m--;else if(a[p]===o[m])l[m]=Ji(i[p],s[m]),Uo(e,l[m+1],i[p]),p++,m--;else if(a[d]===o[f])l[f]=Ji(i[d],s[f]),Uo(e,i[p],i[d]),d--,f++;else if(u===void 0&&(u=d1(o,f,m),c=d1(a,p,d)),u.has(a[p]))if(u.has(a[d])){let g=c.get(o[f]),v=g!==void 0?i[g]:null;if(v===null){let b=Uo(e,i[p]);Ji(b,s[f]),l[f]=b}else l[f]=Ji(v,s[f]),Uo(e,i[p],v),i[g]=null;f++}else Dd(i[d]),d--;else Dd(i[p]),p++;for(;f<=m;){let g=Uo(e,l[m+1]);Ji(g,s[f]),l[f++]=g}for(;p<=d;){let g=i[p++];g!==null&&Dd(g)}return this.ut=o,Md(e,l),Nt}});var Wo=class e extends Event{constructor(n){super(e.eventName,{bubbles:!1}),this.first=n.first,this.last=n.last}};Wo.eventName="rangeChanged";var Go=class e extends Event{constructor(n){super(e.eventName,{bubbles:!1}),this.first=n.first,this.last=n.last}};Go.eventName="visibilityChanged";var Bl=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};Bl.eventName="unpinned";var Pm=class{constructor(n){this._element=null;let t=n??window;this._node=t,n&&(this._element=n)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},Od=class extends Pm{constructor(n,t){super(t),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(n)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(n,t){let r=typeof n=="number"&&typeof t=="number"?{left:n,top:t}:n;this._scrollTo(r)}scrollBy(n,t){let r=typeof n=="number"&&typeof t=="number"?{left:n,top:t}:n;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(n){this._originalScrollTo.bind(this._element||window)(n)}_scrollTo(n,t=null,r=null){this._end!==null&&this._end(),n.behavior==="smooth"?(this._setDestination(n),this._retarget=t,this._end=r):this._resetScrollState(),this._nativeScrollTo(n)}_setDestination(n){let{top:t,left:r}=n;return t=t===void 0?void 0:Math.max(0,Math.min(t,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&t===this._destination.top?!1:(this.__destination={top:t,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(n){this._destination&&this._setDestination(n)&&this._nativeScrollTo(this._destination)}managedScrollTo(n,t,r){return this._scrollTo(n,t,r),this._updateManagedScrollTo}correctScrollError(n){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(n),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:n,scrollLeft:t}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-n),o=Math.abs(i-t);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(n){return this._clients.delete(n),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(n){this._clients.add(n),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var b1=typeof window<"u"?window.ResizeObserver:void 0;var Hl=Symbol("virtualizerRef"),zd="virtualizer-sizer",v1,Fd=class{constructor(n){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!n)throw new Error("Virtualizer constructor requires a configuration object");if(n.hostElement)this._init(n);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(n){Array.isArray(n)&&n!==this._items&&(this._itemsChanged=!0,this._items=n,this._schedule(this._updateLayout))}_init(n){this._isScroller=!!n.scroller,this._initHostElement(n);let t=n.layout||{};this._layoutInitialized=this._initLayout(t)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new b1(()=>this._hostElementSizeChanged()),this._childrenRO=new b1(this._childrenSizeChanged.bind(this))}_initHostElement(n){let t=this._hostElement=n.hostElement;this._applyVirtualizerStyles(),t[Hl]=this}connected(){this._initObservers();let n=this._isScroller;this._clippingAncestors=T4(this._hostElement,n),this._scrollerController=new Od(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(n=>{n.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(n),this._hostElementRO.observe(n)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(n=>this._childrenRO.observe(n)),this._scrollEventListeners.forEach(n=>n.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(n=>n.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let t=this._hostElement.style;t.display=t.display||"block",t.position=t.position||"relative",t.contain=t.contain||"size layout",this._isScroller&&(t.overflow=t.overflow||"auto",t.minHeight=t.minHeight||"150px")}_getSizer(){let n=this._hostElement;if(!this._sizer){let t=n.querySelector(`[${zd}]`);t||(t=document.createElement("div"),t.setAttribute(zd,""),n.appendChild(t)),Object.assign(t.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),t.textContent="&nbsp;",t.setAttribute(zd,""),this._sizer=t}return this._sizer}async updateLayoutConfig(n){await this._layoutInitialized;let t=n.type||v1;if(typeof t=="function"&&this._layout instanceof t){let r={...n};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(n){let t,r;if(typeof n.type=="function"){r=n.type;let i={...n};delete i.type,t=i}else t=n;r===void 0&&(v1=r=(await Promise.resolve().then(()=>(Lm(),g1))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),t),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let n=window.performance.now(),t=n-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<n).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:t,virtualizationTime:i}}return null}_measureChildren(){let n={},t=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<t.length;i++){let s=t[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(n[o]=r.call(this,s,this._items[o]))}this._childMeasurements=n,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(n){let{width:t,height:r}=n.getBoundingClientRect();return Object.assign({width:t,height:r},S4(n))}async _schedule(n){this._scheduled.has(n)||(this._scheduled.add(n),await Promise.resolve(),this._scheduled.delete(n),n.call(this))}async _updateDOM(n){this._scrollSize=n.scrollSize,this._adjustRange(n.range),this._childrenPos=n.childPositions,this._scrollError=n.scrollError||null;let{_rangeChanged:t,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(t||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(n=>this._childrenRO.observe(n)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(n){console.warn("Error measuring performance data: ",n)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(n){n.type==="scroll"?(n.currentTarget===window||this._clippingAncestors.includes(n.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",n)}_handleLayoutMessage(n){n.type==="stateChanged"?this._updateDOM(n):n.type==="visibilityChanged"?(this._firstVisible=n.firstVisible,this._lastVisible=n.lastVisible,this._notifyVisibility()):n.type==="unpinned"&&this._hostElement.dispatchEvent(new Bl)}get _children(){let n=[],t=this._hostElement.firstElementChild;for(;t;)t.hasAttribute(zd)||n.push(t),t=t.nextElementSibling;return n}_updateView(){let n=this._hostElement,t=this._scrollerController?.element,r=this._layout;if(n&&t&&r){let i,s,o,a,l=n.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(b=>b.getBoundingClientRect());u.unshift(l);for(let b of u)i=Math.max(i,b.top),s=Math.max(s,b.left),o=Math.min(o,b.bottom),a=Math.min(a,b.right);let c=t.getBoundingClientRect(),p={left:l.left-c.left,top:l.top-c.top},d={width:t.scrollWidth,height:t.scrollHeight},f=i-l.top+n.scrollTop,m=s-l.left+n.scrollLeft,g=Math.max(0,o-i),v=Math.max(0,a-s);r.viewportSize={width:v,height:g},r.viewportScroll={top:f,left:m},r.totalScrollSize=d,r.offsetWithinScroller=p}}_sizeHostElement(n){let r=n&&n.width!==null?Math.min(82e5,n.width):0,i=n&&n.height!==null?Math.min(82e5,n.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(n){n&&n.forEach(({top:t,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${t}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(n){let{_first:t,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=n.first,this._last=n.last,this._firstVisible=n.firstVisible,this._lastVisible=n.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==t||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:n,scrollLeft:t}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:n-r,left:t-i})}}element(n){return n===1/0&&(n=this._items.length-1),this._items?.[n]===void 0?void 0:{scrollIntoView:(t={})=>this._scrollElementIntoView({...t,index:n})}}_scrollElementIntoView(n){if(n.index>=this._first&&n.index<=this._last)this._children[n.index-this._first].scrollIntoView(n);else if(n.index=Math.min(n.index,this._items.length-1),n.behavior==="smooth"){let t=this._layout.getScrollIntoViewCoordinates(n),{behavior:r}=n;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(t,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(n),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=n}else this._layout.pin=n}_checkScrollIntoViewTarget(n){let{index:t}=this._scrollIntoViewTarget||{};t&&n?.has(t)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new Wo({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new Go({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((n,t)=>{this._layoutCompleteResolver=n,this._layoutCompleteRejecter=t})),this._layoutCompletePromise}_rejectLayoutCompletePromise(n){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(n),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(n){if(this._layout?.measureChildren){for(let t of n)this._toBeMeasured.set(t.target,t.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function S4(e){let n=window.getComputedStyle(e);return{marginTop:Bd(n.marginTop),marginRight:Bd(n.marginRight),marginBottom:Bd(n.marginBottom),marginLeft:Bd(n.marginLeft)}}function Bd(e){let n=e?parseFloat(e):NaN;return Number.isNaN(n)?0:n}function y1(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let n=e.parentNode;return n&&n.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&n.host||null}function k4(e,n=!1){let t=[],r=n?e:y1(e);for(;r!==null;)t.push(r),r=y1(r);return t}function T4(e,n=!1){let t=!1;return k4(e,n).filter(r=>{if(t)return!1;let i=getComputedStyle(r);return t=i.position==="fixed",i.overflow!=="visible"})}var Om=e=>e,Im=(e,n)=>h`${n}: ${JSON.stringify(e,null,2)}`,Nm=class extends Nd{constructor(n){if(super(n),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(t,r)=>Im(t,r+this._first),this._keyFunction=(t,r)=>Om(t,r+this._first),this._items=[],n.type!==dn.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(n){n&&this._setFunctions(n);let t=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)t.push(this._items[r]);return p1(t,this._keyFunction,this._renderItem)}update(n,[t]){this._setFunctions(t);let r=this._items!==t.items;return this._items=t.items||[],this._virtualizer?this._updateVirtualizerConfig(n,t):this._initialize(n,t),r?Nt:this.render()}async _updateVirtualizerConfig(n,t){if(!await this._virtualizer.updateLayoutConfig(t.layout||{})){let i=n.parentNode;this._makeVirtualizer(i,t)}this._virtualizer.items=this._items}_setFunctions(n){let{renderItem:t,keyFunction:r}=n;t&&(this._renderItem=(i,s)=>t(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(n,t){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=t;this._virtualizer=new Fd({hostElement:n,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(n,t){let r=n.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,t))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},w1=Fs(Nm);var di=class extends V{constructor(){super(...arguments),this.items=[],this.renderItem=Im,this.keyFunction=Om,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:n,renderItem:t,keyFunction:r,layout:i,scroller:s}=this;return h`${w1({items:n,renderItem:t,keyFunction:r,layout:i,scroller:s})}`}element(n){return this[Hl]?.element(n)}get layoutComplete(){return this[Hl]?.layoutComplete}scrollToIndex(n,t="start"){this.element(n)?.scrollIntoView({block:t})}};jo([qo({attribute:!1})],di.prototype,"items",void 0);jo([qo()],di.prototype,"renderItem",void 0);jo([qo()],di.prototype,"keyFunction",void 0);jo([qo({attribute:!1})],di.prototype,"layout",void 0);jo([qo({reflect:!0,type:Boolean})],di.prototype,"scroller",void 0);customElements.define("lit-virtualizer",di);Lm();function x1(e,n,t,r){if(t<=0)return null;let i=Math.max(1,Math.floor(r)),s=o=>Math.min(t-1,Math.max(0,o));switch(e){case"ArrowDown":return n===null?0:s(n+1);case"ArrowUp":return n===null?0:s(n-1);case"PageDown":return n===null?0:s(n+i);case"PageUp":return n===null?0:s(n-i);case"Home":return 0;case"End":return t-1;default:return null}}function $1(e,n,t,r,i){let s=e*n,o=s+n,a=Math.max(n,r-i);return s<t?s:o>t+a?o-a:t}function xr(e,n,t,r){return e!==n?r(e):t==="asc"?"desc":"asc"}function $r(e,n){return e?n==="asc"?"ascending":"descending":"none"}function _r(e,n){return e&&n==="asc"?"\u25B2":"\u25BC"}var Vl=24,R4=(e,n)=>n,C4=50,_1=Math.floor(82e5/Vl),A4={width:0,height:Vl,marginTop:0,marginRight:0,marginBottom:0,marginLeft:0},zm=class extends Yo{constructor(...n){super(...n),this._overhang=C4}get measureChildren(){return(()=>A4)}},E4={type:zm},Sr={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function Bm(e,n){e.dispatchEvent(new CustomEvent("sort-change",{detail:n,bubbles:!0,composed:!0}))}function P4(e,n,t){let{sort:r,dir:i}=e,s=n.key===r,o=h`<span class="arrow">${_r(s,i)}</span>`,a=()=>Bm(e,{column:n.key,dir:xr(n.key,r,i,t)});return h`<button
    role="columnheader"
    class=${[n.text?"text":"",n.className??""].join(" ").trim()}
    data-col=${n.key}
    aria-sort=${$r(s,i)}
    title=${`${n.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${n.text?y:o}<span class="col-name">${n.name}</span>${n.text?o:y}</span>
    ${n.sub?h`<span class="sub">${n.sub}</span>`:y}
  </button>`}function Qi(e,n){let{rows:t}=e;return h`<div
    role="table"
    style=${n.tableStyle??y}
    aria-rowcount=${t.length+1}
    aria-label=${n.label}
    tabindex=${n.focusable?0:y}
  >
    <div class="head" role="row" style=${n.headStyle??y}>
      ${n.columns.map(r=>"header"in r?r.header:P4(e,r,n.defaultDir))}
    </div>
    ${t.length===0?h`<div class="none">${n.empty}</div>`:n.keyByPosition?h`<lit-virtualizer
              .items=${t}
              .renderItem=${n.renderRow}
              .keyFunction=${R4}
              .layout=${E4}
              @rangeChanged=${n.onRange?r=>n.onRange(r.first,r.last):y}
            ></lit-virtualizer>`:h`<lit-virtualizer .items=${t} .renderItem=${n.renderRow}></lit-virtualizer>`}
  </div>`}var Zi=class{constructor(n,t){this.host=n;this.actions=t;this.row=null;this.onFocus=n=>{let t=n.composedPath()[0];if(this.row!==null||!(t instanceof HTMLElement)||t.getAttribute("role")!=="table"||!t.matches(":focus-visible"))return;let r=this.host.rows;r.length!==0&&this.set(r[Math.min(r.length-1,Math.ceil(this.host.scrollTop/Vl))])};this.onKey=n=>{if(n.defaultPrevented||n.altKey||n.ctrlKey||n.metaKey)return;let t=n.composedPath()[0],r=t instanceof Element&&t.closest("button, input, select, a")!==null;if(n.key==="Escape"){this.actions.close()&&n.preventDefault();return}let i=this.host.rows;if(n.key==="Enter"||n.key===" "){if(r||this.row===null||!i.includes(this.row))return;n.preventDefault(),this.actions.open(this.row);return}let s=this.row===null?-1:i.indexOf(this.row),o=this.headHeight(),a=this.host.clientHeight,l=x1(n.key,s<0?null:s,i.length,Math.floor((a-o)/Vl)-1);l!==null&&(n.preventDefault(),this.set(i[l]),this.host.scrollTop=$1(l,Vl,this.host.scrollTop,a,o))};n.addController(this)}hostConnected(){this.host.addEventListener("keydown",this.onKey),this.host.addEventListener("focusin",this.onFocus)}hostDisconnected(){this.host.removeEventListener("keydown",this.onKey),this.host.removeEventListener("focusin",this.onFocus)}isCursor(n){return n===this.row}set(n){n!==this.row&&(this.row=n,this.host.requestUpdate())}headHeight(){return this.host.shadowRoot?.querySelector(".head")?.offsetHeight??0}};function S1(e,n){return h`<div class="cell mark" role="cell" data-col="significant">
    ${e?_n(n):y}
  </div>`}function _n(e){return h`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}var es=[o1,z`
    :host {
      display: block;
      position: relative;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    .head,
    .row {
      box-sizing: border-box;
      display: grid;
      width: 100%;
    }
    .head {
      position: sticky;
      top: 0;
      z-index: 1;
      background: var(--header-bg);
      border-bottom: 1px solid var(--border);
    }
    .head button {
      display: flex;
      flex-direction: column;
      align-items: flex-end;
      justify-content: center;
      gap: 1px;
      border: 0;
      background: none;
      padding: 4px 8px;
      text-align: right;
      cursor: pointer;
      font-weight: 500;
      min-width: 0;
    }
    .head button.text {
      align-items: flex-start;
      text-align: left;
    }
    lit-virtualizer {
      width: 100%;
    }
    .row {
      height: 24px;
      align-items: center;
      border-bottom: 1px solid var(--row-border);
      background: var(--bg);
    }
    .row:hover {
      background: var(--hover-bg);
    }
    [role='table']:focus {
      outline: none;
    }
    .row.cursor {
      box-shadow: inset 0 0 0 1px var(--border);
    }
    [role='table']:focus-visible .row.cursor,
    [role='table']:focus .row.cursor {
      box-shadow: inset 0 0 0 2px var(--accent);
    }
    .cell {
      padding: 0 8px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .none {
      padding: 24px;
      text-align: center;
      color: var(--muted);
    }
  `],Hd=z`
  .whisker {
    flex: none;
  }
  .whisker .bar {
    stroke: var(--whisker);
    stroke-width: 1.5;
    fill: none;
  }
  .whisker .dot {
    fill: var(--whisker-dot);
  }
  .row.significant .whisker .bar {
    stroke: var(--accent);
    stroke-width: 2;
  }
  .row.significant .whisker .dot {
    fill: var(--accent);
  }
  .cell.mark {
    padding: 0;
    text-align: center;
    color: var(--accent);
  }
  .cell.why {
    cursor: help;
  }
`;var k1=z`
    /* The summary and the legend keep their lines; the table takes what height is left. */
    .summary,
    .legend {
      flex: none;
    }
    .summary {
      min-height: 18px;
    }
    .main {
      flex: 1;
      min-height: 0;
      display: flex;
      gap: 16px;
    }
    .table-column {
      flex: 1;
      min-width: 0;
      min-height: 0;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    fairness-table {
      flex: 1;
      min-height: 0;
    }
    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      font-size: 12px;
      color: var(--muted);
    }
    .legend .star {
      color: var(--accent);
    }
    .legend .grey {
      display: inline-block;
      width: 10px;
      height: 10px;
      margin-right: 3px;
      vertical-align: -1px;
      background: var(--dim-bg);
      border: 1px solid var(--input-border);
    }
    /* The ○ and its words read as the rest of the legend (fdr_legend.ts's .low-power-note). */
    .legend .low-power-note {
      color: var(--muted);
    }
    .legend .warning {
      flex-basis: 100%;
      color: var(--warn-fg);
    }
    .summary .part {
      flex-basis: 100%;
    }
    .summary .part .warning {
      color: var(--warn-fg);
    }
    .drawer {
      padding: 8px 12px 12px;
      background: var(--bg);
      border-left: 1px solid var(--border);
    }
    .open-row {
      flex: none;
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 2px 14px;
      padding: 6px 8px 6px 10px;
      border: 1px solid var(--border);
      border-left: 3px solid var(--accent);
      border-radius: 2px;
      background: var(--surface);
      font-variant-numeric: tabular-nums;
    }
    .open-row .label {
      font-weight: 500;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .open-row .item {
      white-space: nowrap;
    }
    .open-row .k {
      color: var(--muted);
      font-size: 12px;
    }
    .open-row b {
      font-weight: 500;
    }
    .open-row .star {
      color: var(--accent);
    }
    .open-row .close {
      margin-left: auto;
      border: 0;
      background: none;
      color: var(--muted);
      font-size: 16px;
      line-height: 1;
      cursor: pointer;
      padding: 0 4px;
    }
    .open-row .close:hover {
      color: var(--fg);
    }
    /* The test's power: sentences, so they wrap, on their own line under the items. */
    .open-row .power {
      flex-basis: 100%;
      margin: 2px 0 0;
      font-size: 12px;
      color: var(--muted);
    }
    .open-row .power .low-power {
      display: block;
    }
    .side {
      width: 344px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 16px;
      overflow-y: auto;
    }
    /* Narrower than the table and the charts side by side: the charts go under the
       table, side by side, and the view scrolls; the table keeps most of the height. */
    @media (max-width: 1249px) {
      :host {
        overflow-y: auto;
      }
      .main {
        flex: 1 0 auto;
        flex-direction: column;
      }
      .table-column {
        flex: 1 0 auto;
      }
      fairness-table {
        flex: 1 0 auto;
        height: max(300px, calc(100vh - 260px));
      }
      .side {
        width: auto;
        flex-direction: row;
        flex-wrap: wrap;
        overflow: visible;
      }
    }
`;function Kl(e){return h`<span class="star">${e.slice(0,1)}</span>${e.slice(1)}`}function pn(e,n){return h`<div class=${e} data-significant=${n.significant} data-q=${n.q??y}>
    ${Kl(Io(n))}
  </div>`}var Xo=z`
  .legend,
  .rate-legend,
  .low-power-note {
    font-size: 12px;
    color: var(--muted);
    margin: 2px 0 4px;
  }
  .legend .star,
  .rate-legend .star {
    color: var(--accent);
  }
`;function T1(e,n,t,r=e.rows,i=null){let s=new Map(e.identities.map(l=>[l.name,l.count])),o=l=>s.has(l)?h` (${C(s.get(l))})`:y,a=e.identities.filter(l=>l.name!==e.a).length;return h`<div class="summary" data-shown=${t} data-total=${r}>
      ${n?h`<span class="description">${n}</span>`:y}
      <span><b>N</b> = ${C(e.n)} examples · step ${e.step}</span>
      ${Yi(t,r,r===1?"label":"labels")}
      ${i!==null&&i.rows<t?M4(i,t):y}
      <span
        >A = <b>${e.a}</b>${o(e.a)} vs B =
        ${e.b===null?h`<b>rest</b> <span class="muted">(mean over ${a} other identit${a===1?"y":"ies"})</span>`:h`<b>${e.b}</b>${o(e.b)}`}</span
      >
      ${e.excluded_labels.length?h`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${e.excluded_labels.join(", ")}</span
          >`:y}
    </div>`}function M4(e,n){let{start:t,rows:r,go:i}=e,s=Math.min(t+r,n);return h`<span class="part" data-role="part" data-start=${t}
    ><span class="warning">rows ${C(t+1)} to ${C(s)} in the table, of ${C(n)}:</span>
    <button class="primary" name="part_previous" ?disabled=${t===0} @click=${()=>i(t-r)}>◀ previous</button>
    <button class="primary" name="part_next" ?disabled=${s>=n} @click=${()=>i(t+r)}>next ▶</button></span
  >`}function R1(e,n){let t=n??wd(e);return h`<div class="legend" data-significant=${e.significant} data-insufficient=${e.insufficient}>
      <span class="interval">${t.interval}</span>
      <span class="significance">${Kl(t.significance)}</span>
      ${t.lowPower?h`<span class="low-power-note" data-role="low-power">○ ${t.lowPower}</span>`:y}
      <span class="insufficient"><span class="grey"></span>${t.insufficient}</span>
      ${t.overlap?h`<span class="warning" role="note">⚠ ${t.overlap}</span>`:y}
    </div>`}function zt(e,n){return e==null||n==null?NaN:e<n?-1:e>n?1:e>=n?0:NaN}function fi(e,n){return e==null||n==null?NaN:n<e?-1:n>e?1:n>=e?0:NaN}function ta(e){let n,t,r;e.length!==2?(n=zt,t=(a,l)=>zt(e(a),l),r=(a,l)=>e(a)-l):(n=e===zt||e===fi?e:D4,t=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(n(l,l)!==0)return c;do{let p=u+c>>>1;t(a[p],l)<0?u=p+1:c=p}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(n(l,l)!==0)return c;do{let p=u+c>>>1;t(a[p],l)<=0?u=p+1:c=p}while(u<c)}return u}function o(a,l,u=0,c=a.length){let p=i(a,l,u,c-1);return p>u&&r(a[p-1],l)>-r(a[p],l)?p-1:p}return{left:i,center:o,right:s}}function D4(){return 0}function C1(e){return e===null?NaN:+e}function*L4(e,n){if(n===void 0)for(let t of e)t!=null&&(t=+t)>=t&&(yield t);else{let t=-1;for(let r of e)(r=n(r,++t,e))!=null&&(r=+r)>=r&&(yield r)}}var A1=ta(zt),na=A1.right,QK=A1.left,ej=ta(C1).center;var tj=E1(P1),nj=E1(N4);function E1(e){return function(n,t,r=t){if(!((t=+t)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=n;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!t&&!r)return n;let a=t&&e(t),l=r&&e(r),u=i.slice();return a&&l?(Jo(a,u,i,s,o),Jo(a,i,u,s,o),Jo(a,u,i,s,o),Zo(l,i,u,s,o),Zo(l,u,i,s,o),Zo(l,i,u,s,o)):a?(Jo(a,i,u,s,o),Jo(a,u,i,s,o),Jo(a,i,u,s,o)):l&&(Zo(l,i,u,s,o),Zo(l,u,i,s,o),Zo(l,i,u,s,o)),n}}function Jo(e,n,t,r,i){for(let s=0,o=r*i;s<o;)e(n,t,s,s+=r,1)}function Zo(e,n,t,r,i){for(let s=0,o=r*i;s<r;++s)e(n,t,s,s+o,r)}function N4(e){let n=P1(e);return(t,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,n(t,r,i+0,s+0,o),n(t,r,i+1,s+1,o),n(t,r,i+2,s+2,o),n(t,r,i+3,s+3,o)}}function P1(e){let n=Math.floor(e);if(n===e)return O4(e);let t=e-n,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=n*s[o],c=l*n,p=c+l;for(let d=o,f=o+c;d<f;d+=l)u+=s[Math.min(a,d)];for(let d=o,f=a;d<=f;d+=l)u+=s[Math.min(a,d+c)],i[d]=(u+t*(s[Math.max(o,d-p)]+s[Math.min(a,d+p)]))/r,u-=s[Math.max(o,d-c)]}}function O4(e){let n=2*e+1;return(t,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],t[u]=a/n,a-=r[Math.max(i,u-l)]}}function Vm(e,n){let t=0;if(n===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++t;else{let r=-1;for(let i of e)(i=n(i,++r,e))!=null&&(i=+i)>=i&&++t}return t}function I4(e){return e.length|0}function z4(e){return!(e>0)}function B4(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function F4(e){return n=>e(...n)}function M1(...e){let n=typeof e[e.length-1]=="function"&&F4(e.pop());e=e.map(B4);let t=e.map(I4),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||t.some(z4))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===t[o];){if(o===0)return n?s.map(n):s;i[o--]=0}}}function D1(e,n){var t=0,r=0;return Float64Array.from(e,n===void 0?i=>t+=+i||0:i=>t+=+n(i,r++,e)||0)}function Km(e,n){let t=0,r,i=0,s=0;if(n===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++t,s+=r*(o-i));else{let o=-1;for(let a of e)(a=n(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++t,s+=r*(a-i))}if(t>1)return s/(t-1)}function jm(e,n){let t=Km(e,n);return t&&Math.sqrt(t)}function Mt(e,n){let t,r;if(n===void 0)for(let i of e)i!=null&&(t===void 0?i>=i&&(t=r=i):(t>i&&(t=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=n(s,++i,e))!=null&&(t===void 0?s>=s&&(t=r=s):(t>s&&(t=s),r<s&&(r=s)))}return[t,r]}var Sn=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(n){let t=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=t[i],o=n+s,a=Math.abs(n)<Math.abs(s)?n-(o-s):s-(o-n);a&&(t[r++]=a),n=o}return t[r]=n,this._n=r+1,this}valueOf(){let n=this._partials,t=this._n,r,i,s,o=0;if(t>0){for(o=n[--t];t>0&&(r=o,i=n[--t],o=r+i,s=i-(o-r),!s););t>0&&(s<0&&n[t-1]<0||s>0&&n[t-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var kn=class extends Map{constructor(n,t=O1){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:t}}),n!=null)for(let[r,i]of n)this.set(r,i)}get(n){return super.get(Fm(this,n))}has(n){return super.has(Fm(this,n))}set(n,t){return super.set(L1(this,n),t)}delete(n){return super.delete(N1(this,n))}},kr=class extends Set{constructor(n,t=O1){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:t}}),n!=null)for(let r of n)this.add(r)}has(n){return super.has(Fm(this,n))}add(n){return super.add(L1(this,n))}delete(n){return super.delete(N1(this,n))}};function Fm({_intern:e,_key:n},t){let r=n(t);return e.has(r)?e.get(r):t}function L1({_intern:e,_key:n},t){let r=n(t);return e.has(r)?e.get(r):(e.set(r,t),t)}function N1({_intern:e,_key:n},t){let r=n(t);return e.has(r)&&(t=e.get(r),e.delete(r)),t}function O1(e){return e!==null&&typeof e=="object"?e.valueOf():e}function Hm(e){return e}function Hs(e,...n){return qm(e,Hm,Hm,n)}function hi(e,n,...t){return qm(e,Hm,n,t)}function I1(e,n,...t){return qm(e,Array.from,n,t)}function qm(e,n,t,r){return(function i(s,o){if(o>=r.length)return t(s);let a=new kn,l=r[o++],u=-1;for(let c of s){let p=l(c,++u,s),d=a.get(p);d?d.push(c):a.set(p,[c])}for(let[c,p]of a)a.set(c,i(p,o));return n(a)})(e,0)}function H4(e,n){return Array.from(n,t=>e[t])}function Qo(e,...n){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[t]=n;if(t&&t.length!==2||n.length>1){let r=Uint32Array.from(e,(i,s)=>s);return n.length>1?(n=n.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of n){let a=Vd(o[i],o[s]);if(a)return a}})):(t=e.map(t),r.sort((i,s)=>Vd(t[i],t[s]))),H4(e,r)}return e.sort(z1(t))}function z1(e=zt){if(e===zt)return Vd;if(typeof e!="function")throw new TypeError("compare is not a function");return(n,t)=>{let r=e(n,t);return r||r===0?r:(e(t,t)===0)-(e(n,n)===0)}}function Vd(e,n){return(e==null||!(e>=e))-(n==null||!(n>=n))||(e<n?-1:e>n?1:0)}function jd(e,n,t){return(n.length!==2?Qo(hi(e,n,t),(([r,i],[s,o])=>zt(i,o)||zt(r,s))):Qo(Hs(e,t),(([r,i],[s,o])=>n(i,o)||zt(r,s)))).map(([r])=>r)}var V4=Array.prototype,rj=V4.slice;var K4=Math.sqrt(50),j4=Math.sqrt(10),q4=Math.sqrt(2);function Kd(e,n,t){let r=(n-e)/Math.max(0,t),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=K4?10:s>=j4?5:s>=q4?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(n*u),a/u<e&&++a,l/u>n&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(n/u),a*u<e&&++a,l*u>n&&--l),l<a&&.5<=t&&t<2?Kd(e,n,t*2):[a,l,u]}function ts(e,n,t){if(n=+n,e=+e,t=+t,!(t>0))return[];if(e===n)return[e];let r=n<e,[i,s,o]=r?Kd(n,e,t):Kd(e,n,t);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function ea(e,n,t){return n=+n,e=+e,t=+t,Kd(e,n,t)[2]}function ql(e,n,t){n=+n,e=+e,t=+t;let r=n<e,i=r?ea(n,e,t):ea(e,n,t);return(r?-1:1)*(i<0?1/-i:i)}function B1(e){return Math.max(1,Math.ceil(Math.log(Vm(e))/Math.LN2)+1)}function Vt(e,n){let t;if(n===void 0)for(let r of e)r!=null&&(t<r||t===void 0&&r>=r)&&(t=r);else{let r=-1;for(let i of e)(i=n(i,++r,e))!=null&&(t<i||t===void 0&&i>=i)&&(t=i)}return t}function F1(e,n){let t,r=-1,i=-1;if(n===void 0)for(let s of e)++i,s!=null&&(t<s||t===void 0&&s>=s)&&(t=s,r=i);else for(let s of e)(s=n(s,++i,e))!=null&&(t<s||t===void 0&&s>=s)&&(t=s,r=i);return r}function Tn(e,n){let t;if(n===void 0)for(let r of e)r!=null&&(t>r||t===void 0&&r>=r)&&(t=r);else{let r=-1;for(let i of e)(i=n(i,++r,e))!=null&&(t>i||t===void 0&&i>=i)&&(t=i)}return t}function H1(e,n){let t,r=-1,i=-1;if(n===void 0)for(let s of e)++i,s!=null&&(t>s||t===void 0&&s>=s)&&(t=s,r=i);else for(let s of e)(s=n(s,++i,e))!=null&&(t>s||t===void 0&&s>=s)&&(t=s,r=i);return r}function V1(e,n,t=0,r=1/0,i){if(n=Math.floor(n),t=Math.floor(Math.max(0,t)),r=Math.floor(Math.min(e.length-1,r)),!(t<=n&&n<=r))return e;for(i=i===void 0?Vd:z1(i);r>t;){if(r-t>600){let l=r-t+1,u=n-t+1,c=Math.log(l),p=.5*Math.exp(2*c/3),d=.5*Math.sqrt(c*p*(l-p)/l)*(u-l/2<0?-1:1),f=Math.max(t,Math.floor(n-u*p/l+d)),m=Math.min(r,Math.floor(n+(l-u)*p/l+d));V1(e,n,f,m,i)}let s=e[n],o=t,a=r;for(jl(e,t,n),i(e[r],s)>0&&jl(e,t,r);o<a;){for(jl(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[t],s)===0?jl(e,t,a):(++a,jl(e,a,r)),a<=n&&(t=a+1),n<=a&&(r=a-1)}return e}function jl(e,n,t){let r=e[n];e[n]=e[t],e[t]=r}function Um(e,n=zt){let t,r=!1;if(n.length===1){let i;for(let s of e){let o=n(s);(r?zt(o,i)>0:zt(o,o)===0)&&(t=s,i=o,r=!0)}}else for(let i of e)(r?n(i,t)>0:n(i,i)===0)&&(t=i,r=!0);return t}function pi(e,n,t){if(e=Float64Array.from(L4(e,t)),!(!(r=e.length)||isNaN(n=+n))){if(n<=0||r<2)return Tn(e);if(n>=1)return Vt(e);var r,i=(r-1)*n,s=Math.floor(i),o=Vt(V1(e,s).subarray(0,s+1)),a=Tn(e.subarray(s+1));return o+(a-o)*(i-s)}}function K1(e,n,t=C1){if(!(!(r=e.length)||isNaN(n=+n))){if(n<=0||r<2)return+t(e[0],0,e);if(n>=1)return+t(e[r-1],r-1,e);var r,i=(r-1)*n,s=Math.floor(i),o=+t(e[s],s,e),a=+t(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function j1(e,n,t){let r=Vm(e),i=pi(e,.75)-pi(e,.25);return r&&i?Math.ceil((t-n)/(2*i*Math.pow(r,-1/3))):1}function Wm(e,n,t){let r=Vm(e),i=jm(e);return r&&i?Math.ceil((t-n)*Math.cbrt(r)/(3.49*i)):1}function q1(e,n){let t=0,r=0;if(n===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++t,r+=i);else{let i=-1;for(let s of e)(s=n(s,++i,e))!=null&&(s=+s)>=s&&(++t,r+=s)}if(t)return r/t}function Ul(e,n){return pi(e,.5,n)}function*U4(e){for(let n of e)yield*n}function Gm(e){return Array.from(U4(e))}function U1(e,n){let t=new kn;if(n===void 0)for(let s of e)s!=null&&s>=s&&t.set(s,(t.get(s)||0)+1);else{let s=-1;for(let o of e)(o=n(o,++s,e))!=null&&o>=o&&t.set(o,(t.get(o)||0)+1)}let r,i=0;for(let[s,o]of t)o>i&&(i=o,r=s);return r}function W1(e,n=W4){let t=[],r,i=!1;for(let s of e)i&&t.push(n(r,s)),r=s,i=!0;return t}function W4(e,n){return[e,n]}function ra(e,n,t){e=+e,n=+n,t=(i=arguments.length)<2?(n=e,e=0,1):i<3?1:+t;for(var r=-1,i=Math.max(0,Math.ceil((n-e)/t))|0,s=new Array(i);++r<i;)s[r]=e+r*t;return s}var ij=G4(Math.random);function G4(e){return function(t,r=0,i=t.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=t[s+r];t[s+r]=t[o+r],t[o+r]=a}return t}}function Jn(e,n){let t=0;if(n===void 0)for(let r of e)(r=+r)&&(t+=r);else{let r=-1;for(let i of e)(i=+n(i,++r,e))&&(t+=i)}return t}function ia(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function Y4(e){return e}var Ym=1,Xm=2,Jm=3,qd=4,G1=1e-6;function X4(e){return"translate("+e+",0)"}function J4(e){return"translate(0,"+e+")"}function Z4(e){return n=>+e(n)}function Q4(e,n){return n=Math.max(0,e.bandwidth()-n*2)/2,e.round()&&(n=Math.round(n)),t=>+e(t)+n}function eD(){return!this.__axis}function tD(e,n){var t=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===Ym||e===qd?-1:1,c=e===qd||e===Xm?"x":"y",p=e===Ym||e===Jm?X4:J4;function d(f){var m=r??(n.ticks?n.ticks.apply(n,t):n.domain()),g=i??(n.tickFormat?n.tickFormat.apply(n,t):Y4),v=Math.max(s,0)+a,b=n.range(),w=+b[0]+l,$=+b[b.length-1]+l,x=(n.bandwidth?Q4:Z4)(n.copy(),l),T=f.selection?f.selection():f,S=T.selectAll(".domain").data([null]),k=T.selectAll(".tick").data(m,n).order(),R=k.exit(),P=k.enter().append("g").attr("class","tick"),N=k.select("line"),M=k.select("text");S=S.merge(S.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),k=k.merge(P),N=N.merge(P.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),M=M.merge(P.append("text").attr("fill","currentColor").attr(c,u*v).attr("dy",e===Ym?"0em":e===Jm?"0.71em":"0.32em")),f!==T&&(S=S.transition(f),k=k.transition(f),N=N.transition(f),M=M.transition(f),R=R.transition(f).attr("opacity",G1).attr("transform",function(L){return isFinite(L=x(L))?p(L+l):this.getAttribute("transform")}),P.attr("opacity",G1).attr("transform",function(L){var q=this.parentNode.__axis;return p((q&&isFinite(q=q(L))?q:x(L))+l)})),R.remove(),S.attr("d",e===qd||e===Xm?o?"M"+u*o+","+w+"H"+l+"V"+$+"H"+u*o:"M"+l+","+w+"V"+$:o?"M"+w+","+u*o+"V"+l+"H"+$+"V"+u*o:"M"+w+","+l+"H"+$),k.attr("opacity",1).attr("transform",function(L){return p(x(L)+l)}),N.attr(c+"2",u*s),M.attr(c,u*v).text(g),T.filter(eD).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===Xm?"start":e===qd?"end":"middle"),T.each(function(){this.__axis=x})}return d.scale=function(f){return arguments.length?(n=f,d):n},d.ticks=function(){return t=Array.from(arguments),d},d.tickArguments=function(f){return arguments.length?(t=f==null?[]:Array.from(f),d):t.slice()},d.tickValues=function(f){return arguments.length?(r=f==null?null:Array.from(f),d):r&&r.slice()},d.tickFormat=function(f){return arguments.length?(i=f,d):i},d.tickSize=function(f){return arguments.length?(s=o=+f,d):s},d.tickSizeInner=function(f){return arguments.length?(s=+f,d):s},d.tickSizeOuter=function(f){return arguments.length?(o=+f,d):o},d.tickPadding=function(f){return arguments.length?(a=+f,d):a},d.offset=function(f){return arguments.length?(l=+f,d):l},d}function Y1(e){return tD(Jm,e)}var Zm="http://www.w3.org/1999/xhtml",ns={svg:"http://www.w3.org/2000/svg",xhtml:Zm,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function X1(e){var n=e+="",t=n.indexOf(":");return t>=0&&(n=e.slice(0,t))!=="xmlns"&&(e=e.slice(t+1)),ns.hasOwnProperty(n)?{space:ns[n],local:e}:e}function nD(e){return function(){var n=this.ownerDocument,t=this.namespaceURI;return t===Zm&&n.documentElement.namespaceURI===Zm?n.createElement(e):n.createElementNS(t,e)}}function rD(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function sa(e){var n=X1(e);return(n.local?rD:nD)(n)}function iD(){}function J1(e){return e==null?iD:function(){return this.querySelector(e)}}function sD(e){typeof e!="function"&&(e=J1(e));for(var n=this._groups,t=n.length,r=new Array(t),i=0;i<t;++i)for(var s=n[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new fn(r,this._parents)}function oD(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function aD(){return[]}function lD(e){return e==null?aD:function(){return this.querySelectorAll(e)}}function uD(e){return function(){return oD(e.apply(this,arguments))}}function cD(e){typeof e=="function"?e=uD(e):e=lD(e);for(var n=this._groups,t=n.length,r=[],i=[],s=0;s<t;++s)for(var o=n[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new fn(r,i)}function dD(e){return function(){return this.matches(e)}}function Z1(e){return function(n){return n.matches(e)}}var pD=Array.prototype.find;function fD(e){return function(){return pD.call(this.children,e)}}function hD(){return this.firstElementChild}function mD(e){return this.select(e==null?hD:fD(typeof e=="function"?e:Z1(e)))}var gD=Array.prototype.filter;function bD(){return Array.from(this.children)}function vD(e){return function(){return gD.call(this.children,e)}}function yD(e){return this.selectAll(e==null?bD:vD(typeof e=="function"?e:Z1(e)))}function wD(e){typeof e!="function"&&(e=dD(e));for(var n=this._groups,t=n.length,r=new Array(t),i=0;i<t;++i)for(var s=n[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new fn(r,this._parents)}function Q1(e){return new Array(e.length)}function xD(){return new fn(this._enter||this._groups.map(Q1),this._parents)}function Ud(e,n){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=n}Ud.prototype={constructor:Ud,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,n){return this._parent.insertBefore(e,n)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function $D(e){return function(){return e}}function _D(e,n,t,r,i,s){for(var o=0,a,l=n.length,u=s.length;o<u;++o)(a=n[o])?(a.__data__=s[o],r[o]=a):t[o]=new Ud(e,s[o]);for(;o<l;++o)(a=n[o])&&(i[o]=a)}function SD(e,n,t,r,i,s,o){var a,l,u=new Map,c=n.length,p=s.length,d=new Array(c),f;for(a=0;a<c;++a)(l=n[a])&&(d[a]=f=o.call(l,l.__data__,a,n)+"",u.has(f)?i[a]=l:u.set(f,l));for(a=0;a<p;++a)f=o.call(e,s[a],a,s)+"",(l=u.get(f))?(r[a]=l,l.__data__=s[a],u.delete(f)):t[a]=new Ud(e,s[a]);for(a=0;a<c;++a)(l=n[a])&&u.get(d[a])===l&&(i[a]=l)}function kD(e){return e.__data__}function TD(e,n){if(!arguments.length)return Array.from(this,kD);var t=n?SD:_D,r=this._parents,i=this._groups;typeof e!="function"&&(e=$D(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],p=i[u],d=p.length,f=RD(e.call(c,c&&c.__data__,u,r)),m=f.length,g=a[u]=new Array(m),v=o[u]=new Array(m),b=l[u]=new Array(d);t(c,p,g,v,b,f,n);for(var w=0,$=0,x,T;w<m;++w)if(x=g[w]){for(w>=$&&($=w+1);!(T=v[$])&&++$<m;);x._next=T||null}}return o=new fn(o,r),o._enter=a,o._exit=l,o}function RD(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function CD(){return new fn(this._exit||this._groups.map(Q1),this._parents)}function AD(e,n,t){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),n!=null&&(i=n(i),i&&(i=i.selection())),t==null?s.remove():t(s),r&&i?r.merge(i).order():i}function ED(e){for(var n=e.selection?e.selection():e,t=this._groups,r=n._groups,i=t.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=t[l],c=r[l],p=u.length,d=a[l]=new Array(p),f,m=0;m<p;++m)(f=u[m]||c[m])&&(d[m]=f);for(;l<i;++l)a[l]=t[l];return new fn(a,this._parents)}function PD(){for(var e=this._groups,n=-1,t=e.length;++n<t;)for(var r=e[n],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function MD(e){e||(e=DD);function n(p,d){return p&&d?e(p.__data__,d.__data__):!p-!d}for(var t=this._groups,r=t.length,i=new Array(r),s=0;s<r;++s){for(var o=t[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(n)}return new fn(i,this._parents).order()}function DD(e,n){return e<n?-1:e>n?1:e>=n?0:NaN}function LD(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function ND(){return Array.from(this)}function OD(){for(var e=this._groups,n=0,t=e.length;n<t;++n)for(var r=e[n],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function ID(){let e=0;for(let n of this)++e;return e}function zD(){return!this.node()}function BD(e){for(var n=this._groups,t=0,r=n.length;t<r;++t)for(var i=n[t],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function FD(e){return function(){this.removeAttribute(e)}}function HD(e){return function(){this.removeAttributeNS(e.space,e.local)}}function VD(e,n){return function(){this.setAttribute(e,n)}}function KD(e,n){return function(){this.setAttributeNS(e.space,e.local,n)}}function jD(e,n){return function(){var t=n.apply(this,arguments);t==null?this.removeAttribute(e):this.setAttribute(e,t)}}function qD(e,n){return function(){var t=n.apply(this,arguments);t==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,t)}}function UD(e,n){var t=X1(e);if(arguments.length<2){var r=this.node();return t.local?r.getAttributeNS(t.space,t.local):r.getAttribute(t)}return this.each((n==null?t.local?HD:FD:typeof n=="function"?t.local?qD:jD:t.local?KD:VD)(t,n))}function e_(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function WD(e){return function(){this.style.removeProperty(e)}}function GD(e,n,t){return function(){this.style.setProperty(e,n,t)}}function YD(e,n,t){return function(){var r=n.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,t)}}function XD(e,n,t){return arguments.length>1?this.each((n==null?WD:typeof n=="function"?YD:GD)(e,n,t??"")):JD(this.node(),e)}function JD(e,n){return e.style.getPropertyValue(n)||e_(e).getComputedStyle(e,null).getPropertyValue(n)}function ZD(e){return function(){delete this[e]}}function QD(e,n){return function(){this[e]=n}}function e8(e,n){return function(){var t=n.apply(this,arguments);t==null?delete this[e]:this[e]=t}}function t8(e,n){return arguments.length>1?this.each((n==null?ZD:typeof n=="function"?e8:QD)(e,n)):this.node()[e]}function t_(e){return e.trim().split(/^|\s+/)}function eg(e){return e.classList||new n_(e)}function n_(e){this._node=e,this._names=t_(e.getAttribute("class")||"")}n_.prototype={add:function(e){var n=this._names.indexOf(e);n<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var n=this._names.indexOf(e);n>=0&&(this._names.splice(n,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function r_(e,n){for(var t=eg(e),r=-1,i=n.length;++r<i;)t.add(n[r])}function i_(e,n){for(var t=eg(e),r=-1,i=n.length;++r<i;)t.remove(n[r])}function n8(e){return function(){r_(this,e)}}function r8(e){return function(){i_(this,e)}}function i8(e,n){return function(){(n.apply(this,arguments)?r_:i_)(this,e)}}function s8(e,n){var t=t_(e+"");if(arguments.length<2){for(var r=eg(this.node()),i=-1,s=t.length;++i<s;)if(!r.contains(t[i]))return!1;return!0}return this.each((typeof n=="function"?i8:n?n8:r8)(t,n))}function o8(){this.textContent=""}function a8(e){return function(){this.textContent=e}}function l8(e){return function(){var n=e.apply(this,arguments);this.textContent=n??""}}function u8(e){return arguments.length?this.each(e==null?o8:(typeof e=="function"?l8:a8)(e)):this.node().textContent}function c8(){this.innerHTML=""}function d8(e){return function(){this.innerHTML=e}}function p8(e){return function(){var n=e.apply(this,arguments);this.innerHTML=n??""}}function f8(e){return arguments.length?this.each(e==null?c8:(typeof e=="function"?p8:d8)(e)):this.node().innerHTML}function h8(){this.nextSibling&&this.parentNode.appendChild(this)}function m8(){return this.each(h8)}function g8(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function b8(){return this.each(g8)}function v8(e){var n=typeof e=="function"?e:sa(e);return this.select(function(){return this.appendChild(n.apply(this,arguments))})}function y8(){return null}function w8(e,n){var t=typeof e=="function"?e:sa(e),r=n==null?y8:typeof n=="function"?n:J1(n);return this.select(function(){return this.insertBefore(t.apply(this,arguments),r.apply(this,arguments)||null)})}function x8(){var e=this.parentNode;e&&e.removeChild(this)}function $8(){return this.each(x8)}function _8(){var e=this.cloneNode(!1),n=this.parentNode;return n?n.insertBefore(e,this.nextSibling):e}function S8(){var e=this.cloneNode(!0),n=this.parentNode;return n?n.insertBefore(e,this.nextSibling):e}function k8(e){return this.select(e?S8:_8)}function T8(e){return arguments.length?this.property("__data__",e):this.node().__data__}function R8(e){return function(n){e.call(this,n,this.__data__)}}function C8(e){return e.trim().split(/^|\s+/).map(function(n){var t="",r=n.indexOf(".");return r>=0&&(t=n.slice(r+1),n=n.slice(0,r)),{type:n,name:t}})}function A8(e){return function(){var n=this.__on;if(n){for(var t=0,r=-1,i=n.length,s;t<i;++t)s=n[t],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):n[++r]=s;++r?n.length=r:delete this.__on}}}function E8(e,n,t){return function(){var r=this.__on,i,s=R8(n);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=t),i.value=n;return}}this.addEventListener(e.type,s,t),i={type:e.type,name:e.name,value:n,listener:s,options:t},r?r.push(i):this.__on=[i]}}function P8(e,n,t){var r=C8(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=n?E8:A8,i=0;i<s;++i)this.each(a(r[i],n,t));return this}function s_(e,n,t){var r=e_(e),i=r.CustomEvent;typeof i=="function"?i=new i(n,t):(i=r.document.createEvent("Event"),t?(i.initEvent(n,t.bubbles,t.cancelable),i.detail=t.detail):i.initEvent(n,!1,!1)),e.dispatchEvent(i)}function M8(e,n){return function(){return s_(this,e,n)}}function D8(e,n){return function(){return s_(this,e,n.apply(this,arguments))}}function L8(e,n){return this.each((typeof n=="function"?D8:M8)(e,n))}function*N8(){for(var e=this._groups,n=0,t=e.length;n<t;++n)for(var r=e[n],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var o_=[null];function fn(e,n){this._groups=e,this._parents=n}function O8(){return new fn([[document.documentElement]],o_)}function I8(){return this}fn.prototype=O8.prototype={constructor:fn,select:sD,selectAll:cD,selectChild:mD,selectChildren:yD,filter:wD,data:TD,enter:xD,exit:CD,join:AD,merge:ED,selection:I8,order:PD,sort:MD,call:LD,nodes:ND,node:OD,size:ID,empty:zD,each:BD,attr:UD,style:XD,property:t8,classed:s8,text:u8,html:f8,raise:m8,lower:b8,append:v8,insert:w8,remove:$8,clone:k8,datum:T8,on:P8,dispatch:L8,[Symbol.iterator]:N8};function Zn(e){return typeof e=="string"?new fn([[document.querySelector(e)]],[document.documentElement]):new fn([[e]],o_)}var z8=0;function B8(){return new Qm}function Qm(){this._="@"+(++z8).toString(36)}Qm.prototype=B8.prototype={constructor:Qm,get:function(e){for(var n=this._;!(n in e);)if(!(e=e.parentNode))return;return e[n]},set:function(e,n){return e[this._]=n},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function F8(e){let n;for(;n=e.sourceEvent;)e=n;return e}function a_(e,n){if(e=F8(e),n===void 0&&(n=e.currentTarget),n){var t=n.ownerSVGElement||n;if(t.createSVGPoint){var r=t.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(n.getScreenCTM().inverse()),[r.x,r.y]}if(n.getBoundingClientRect){var i=n.getBoundingClientRect();return[e.clientX-i.left-n.clientLeft,e.clientY-i.top-n.clientTop]}}return[e.pageX,e.pageY]}function ua(e,n,t){e.prototype=n.prototype=t,t.constructor=e}function Yl(e,n){var t=Object.create(e.prototype);for(var r in n)t[r]=n[r];return t}function rs(){}var qs=.7,la=1/qs,oa="\\s*([+-]?\\d+)\\s*",Wl="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",Tr="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",H8=/^#([0-9a-f]{3,8})$/,V8=new RegExp(`^rgb\\(${oa},${oa},${oa}\\)$`),K8=new RegExp(`^rgb\\(${Tr},${Tr},${Tr}\\)$`),j8=new RegExp(`^rgba\\(${oa},${oa},${oa},${Wl}\\)$`),q8=new RegExp(`^rgba\\(${Tr},${Tr},${Tr},${Wl}\\)$`),U8=new RegExp(`^hsl\\(${Wl},${Tr},${Tr}\\)$`),W8=new RegExp(`^hsla\\(${Wl},${Tr},${Tr},${Wl}\\)$`),l_={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};ua(rs,ca,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:u_,formatHex:u_,formatHex8:G8,formatHsl:Y8,formatRgb:c_,toString:c_});function u_(){return this.rgb().formatHex()}function G8(){return this.rgb().formatHex8()}function Y8(){return y_(this).formatHsl()}function c_(){return this.rgb().formatRgb()}function ca(e){var n,t;return e=(e+"").trim().toLowerCase(),(n=H8.exec(e))?(t=n[1].length,n=parseInt(n[1],16),t===6?d_(n):t===3?new wt(n>>8&15|n>>4&240,n>>4&15|n&240,(n&15)<<4|n&15,1):t===8?Wd(n>>24&255,n>>16&255,n>>8&255,(n&255)/255):t===4?Wd(n>>12&15|n>>8&240,n>>8&15|n>>4&240,n>>4&15|n&240,((n&15)<<4|n&15)/255):null):(n=V8.exec(e))?new wt(n[1],n[2],n[3],1):(n=K8.exec(e))?new wt(n[1]*255/100,n[2]*255/100,n[3]*255/100,1):(n=j8.exec(e))?Wd(n[1],n[2],n[3],n[4]):(n=q8.exec(e))?Wd(n[1]*255/100,n[2]*255/100,n[3]*255/100,n[4]):(n=U8.exec(e))?h_(n[1],n[2]/100,n[3]/100,1):(n=W8.exec(e))?h_(n[1],n[2]/100,n[3]/100,n[4]):l_.hasOwnProperty(e)?d_(l_[e]):e==="transparent"?new wt(NaN,NaN,NaN,0):null}function d_(e){return new wt(e>>16&255,e>>8&255,e&255,1)}function Wd(e,n,t,r){return r<=0&&(e=n=t=NaN),new wt(e,n,t,r)}function og(e){return e instanceof rs||(e=ca(e)),e?(e=e.rgb(),new wt(e.r,e.g,e.b,e.opacity)):new wt}function er(e,n,t,r){return arguments.length===1?og(e):new wt(e,n,t,r??1)}function wt(e,n,t,r){this.r=+e,this.g=+n,this.b=+t,this.opacity=+r}ua(wt,er,Yl(rs,{brighter(e){return e=e==null?la:Math.pow(la,e),new wt(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?qs:Math.pow(qs,e),new wt(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new wt(Ks(this.r),Ks(this.g),Ks(this.b),Yd(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:p_,formatHex:p_,formatHex8:X8,formatRgb:f_,toString:f_}));function p_(){return`#${Vs(this.r)}${Vs(this.g)}${Vs(this.b)}`}function X8(){return`#${Vs(this.r)}${Vs(this.g)}${Vs(this.b)}${Vs((isNaN(this.opacity)?1:this.opacity)*255)}`}function f_(){let e=Yd(this.opacity);return`${e===1?"rgb(":"rgba("}${Ks(this.r)}, ${Ks(this.g)}, ${Ks(this.b)}${e===1?")":`, ${e})`}`}function Yd(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function Ks(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function Vs(e){return e=Ks(e),(e<16?"0":"")+e.toString(16)}function h_(e,n,t,r){return r<=0?e=n=t=NaN:t<=0||t>=1?e=n=NaN:n<=0&&(e=NaN),new Qn(e,n,t,r)}function y_(e){if(e instanceof Qn)return new Qn(e.h,e.s,e.l,e.opacity);if(e instanceof rs||(e=ca(e)),!e)return new Qn;if(e instanceof Qn)return e;e=e.rgb();var n=e.r/255,t=e.g/255,r=e.b/255,i=Math.min(n,t,r),s=Math.max(n,t,r),o=NaN,a=s-i,l=(s+i)/2;return a?(n===s?o=(t-r)/a+(t<r)*6:t===s?o=(r-n)/a+2:o=(n-t)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new Qn(o,a,l,e.opacity)}function Jd(e,n,t,r){return arguments.length===1?y_(e):new Qn(e,n,t,r??1)}function Qn(e,n,t,r){this.h=+e,this.s=+n,this.l=+t,this.opacity=+r}ua(Qn,Jd,Yl(rs,{brighter(e){return e=e==null?la:Math.pow(la,e),new Qn(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?qs:Math.pow(qs,e),new Qn(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,n=isNaN(e)||isNaN(this.s)?0:this.s,t=this.l,r=t+(t<.5?t:1-t)*n,i=2*t-r;return new wt(tg(e>=240?e-240:e+120,i,r),tg(e,i,r),tg(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new Qn(m_(this.h),Gd(this.s),Gd(this.l),Yd(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=Yd(this.opacity);return`${e===1?"hsl(":"hsla("}${m_(this.h)}, ${Gd(this.s)*100}%, ${Gd(this.l)*100}%${e===1?")":`, ${e})`}`}}));function m_(e){return e=(e||0)%360,e<0?e+360:e}function Gd(e){return Math.max(0,Math.min(1,e||0))}function tg(e,n,t){return(e<60?n+(t-n)*e/60:e<180?t:e<240?n+(t-n)*(240-e)/60:n)*255}var w_=Math.PI/180,x_=180/Math.PI,Xd=18,$_=.96422,__=1,S_=.82521,k_=4/29,aa=6/29,T_=3*aa*aa,J8=aa*aa*aa;function R_(e){if(e instanceof Rr)return new Rr(e.l,e.a,e.b,e.opacity);if(e instanceof mi)return C_(e);e instanceof wt||(e=og(e));var n=sg(e.r),t=sg(e.g),r=sg(e.b),i=ng((.2225045*n+.7168786*t+.0606169*r)/__),s,o;return n===t&&t===r?s=o=i:(s=ng((.4360747*n+.3850649*t+.1430804*r)/$_),o=ng((.0139322*n+.0971045*t+.7141733*r)/S_)),new Rr(116*i-16,500*(s-i),200*(i-o),e.opacity)}function Zd(e,n,t,r){return arguments.length===1?R_(e):new Rr(e,n,t,r??1)}function Rr(e,n,t,r){this.l=+e,this.a=+n,this.b=+t,this.opacity=+r}ua(Rr,Zd,Yl(rs,{brighter(e){return new Rr(this.l+Xd*(e??1),this.a,this.b,this.opacity)},darker(e){return new Rr(this.l-Xd*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,n=isNaN(this.a)?e:e+this.a/500,t=isNaN(this.b)?e:e-this.b/200;return n=$_*rg(n),e=__*rg(e),t=S_*rg(t),new wt(ig(3.1338561*n-1.6168667*e-.4906146*t),ig(-.9787684*n+1.9161415*e+.033454*t),ig(.0719453*n-.2289914*e+1.4052427*t),this.opacity)}}));function ng(e){return e>J8?Math.pow(e,1/3):e/T_+k_}function rg(e){return e>aa?e*e*e:T_*(e-k_)}function ig(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function sg(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function Z8(e){if(e instanceof mi)return new mi(e.h,e.c,e.l,e.opacity);if(e instanceof Rr||(e=R_(e)),e.a===0&&e.b===0)return new mi(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var n=Math.atan2(e.b,e.a)*x_;return new mi(n<0?n+360:n,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function Qd(e,n,t,r){return arguments.length===1?Z8(e):new mi(e,n,t,r??1)}function mi(e,n,t,r){this.h=+e,this.c=+n,this.l=+t,this.opacity=+r}function C_(e){if(isNaN(e.h))return new Rr(e.l,0,0,e.opacity);var n=e.h*w_;return new Rr(e.l,Math.cos(n)*e.c,Math.sin(n)*e.c,e.opacity)}ua(mi,Qd,Yl(rs,{brighter(e){return new mi(this.h,this.c,this.l+Xd*(e??1),this.opacity)},darker(e){return new mi(this.h,this.c,this.l-Xd*(e??1),this.opacity)},rgb(){return C_(this).rgb()}}));var A_=-.14861,ag=1.78277,lg=-.29227,ep=-.90649,Gl=1.97294,g_=Gl*ep,b_=Gl*ag,v_=ag*lg-ep*A_;function Q8(e){if(e instanceof js)return new js(e.h,e.s,e.l,e.opacity);e instanceof wt||(e=og(e));var n=e.r/255,t=e.g/255,r=e.b/255,i=(v_*r+g_*n-b_*t)/(v_+g_-b_),s=r-i,o=(Gl*(t-i)-lg*s)/ep,a=Math.sqrt(o*o+s*s)/(Gl*i*(1-i)),l=a?Math.atan2(o,s)*x_-120:NaN;return new js(l<0?l+360:l,a,i,e.opacity)}function Rn(e,n,t,r){return arguments.length===1?Q8(e):new js(e,n,t,r??1)}function js(e,n,t,r){this.h=+e,this.s=+n,this.l=+t,this.opacity=+r}ua(js,Rn,Yl(rs,{brighter(e){return e=e==null?la:Math.pow(la,e),new js(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?qs:Math.pow(qs,e),new js(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*w_,n=+this.l,t=isNaN(this.s)?0:this.s*n*(1-n),r=Math.cos(e),i=Math.sin(e);return new wt(255*(n+t*(A_*r+ag*i)),255*(n+t*(lg*r+ep*i)),255*(n+t*(Gl*r)),this.opacity)}}));function M_(e,n,t,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*n+(4-6*s+3*o)*t+(1+3*e+3*s-3*o)*r+o*i)/6}function eL(e){var n=e.length-1;return function(t){var r=t<=0?t=0:t>=1?(t=1,n-1):Math.floor(t*n),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<n-1?e[r+2]:2*s-i;return M_((t-r/n)*n,o,i,s,a)}}function tL(e){var n=e.length;return function(t){var r=Math.floor(((t%=1)<0?++t:t)*n),i=e[(r+n-1)%n],s=e[r%n],o=e[(r+1)%n],a=e[(r+2)%n];return M_((t-r/n)*n,i,s,o,a)}}var np=e=>()=>e;function D_(e,n){return function(t){return e+t*n}}function nL(e,n,t){return e=Math.pow(e,t),n=Math.pow(n,t)-e,t=1/t,function(r){return Math.pow(e+r*n,t)}}function pg(e,n){var t=n-e;return t?D_(e,t>180||t<-180?t-360*Math.round(t/360):t):np(isNaN(e)?n:e)}function rL(e){return(e=+e)==1?xt:function(n,t){return t-n?nL(n,t,e):np(isNaN(n)?t:n)}}function xt(e,n){var t=n-e;return t?D_(e,t):np(isNaN(e)?n:e)}var Us=(function e(n){var t=rL(n);function r(i,s){var o=t((i=er(i)).r,(s=er(s)).r),a=t(i.g,s.g),l=t(i.b,s.b),u=xt(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function L_(e){return function(n){var t=n.length,r=new Array(t),i=new Array(t),s=new Array(t),o,a;for(o=0;o<t;++o)a=er(n[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var N_=L_(eL),cj=L_(tL);function iL(e,n){n||(n=[]);var t=e?Math.min(n.length,e.length):0,r=n.slice(),i;return function(s){for(i=0;i<t;++i)r[i]=e[i]*(1-s)+n[i]*s;return r}}function sL(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function oL(e,n){var t=n?n.length:0,r=e?Math.min(t,e.length):0,i=new Array(r),s=new Array(t),o;for(o=0;o<r;++o)i[o]=da(e[o],n[o]);for(;o<t;++o)s[o]=n[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function aL(e,n){var t=new Date;return e=+e,n=+n,function(r){return t.setTime(e*(1-r)+n*r),t}}function pt(e,n){return e=+e,n=+n,function(t){return e*(1-t)+n*t}}function lL(e,n){var t={},r={},i;(e===null||typeof e!="object")&&(e={}),(n===null||typeof n!="object")&&(n={});for(i in n)i in e?t[i]=da(e[i],n[i]):r[i]=n[i];return function(s){for(i in t)r[i]=t[i](s);return r}}var cg=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,ug=new RegExp(cg.source,"g");function uL(e){return function(){return e}}function cL(e){return function(n){return e(n)+""}}function dL(e,n){var t=cg.lastIndex=ug.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",n=n+"";(r=cg.exec(e))&&(i=ug.exec(n));)(s=i.index)>t&&(s=n.slice(t,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:pt(r,i)})),t=ug.lastIndex;return t<n.length&&(s=n.slice(t),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?cL(l[0].x):uL(n):(n=l.length,function(u){for(var c=0,p;c<n;++c)a[(p=l[c]).i]=p.x(u);return a.join("")})}function da(e,n){var t=typeof n,r;return n==null||t==="boolean"?np(n):(t==="number"?pt:t==="string"?(r=ca(n))?(n=r,Us):dL:n instanceof ca?Us:n instanceof Date?aL:sL(n)?iL:Array.isArray(n)?oL:typeof n.valueOf!="function"&&typeof n.toString!="function"||isNaN(n)?lL:pt)(e,n)}function Xl(e,n){return e=+e,n=+n,function(t){return Math.round(e*(1-t)+n*t)}}var E_=180/Math.PI,dg={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function O_(e,n,t,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+n*n))&&(e/=o,n/=o),(l=e*t+n*r)&&(t-=e*l,r-=n*l),(a=Math.sqrt(t*t+r*r))&&(t/=a,r/=a,l/=a),e*r<n*t&&(e=-e,n=-n,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(n,e)*E_,skewX:Math.atan(l)*E_,scaleX:o,scaleY:a}}var tp;function pL(e){let n=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return n.isIdentity?dg:O_(n.a,n.b,n.c,n.d,n.e,n.f)}function fL(e){return e==null||(tp||(tp=document.createElementNS("http://www.w3.org/2000/svg","g")),tp.setAttribute("transform",e),!(e=tp.transform.baseVal.consolidate()))?dg:(e=e.matrix,O_(e.a,e.b,e.c,e.d,e.e,e.f))}function I_(e,n,t,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,p,d,f,m){if(u!==p||c!==d){var g=f.push("translate(",null,n,null,t);m.push({i:g-4,x:pt(u,p)},{i:g-2,x:pt(c,d)})}else(p||d)&&f.push("translate("+p+n+d+t)}function o(u,c,p,d){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),d.push({i:p.push(i(p)+"rotate(",null,r)-2,x:pt(u,c)})):c&&p.push(i(p)+"rotate("+c+r)}function a(u,c,p,d){u!==c?d.push({i:p.push(i(p)+"skewX(",null,r)-2,x:pt(u,c)}):c&&p.push(i(p)+"skewX("+c+r)}function l(u,c,p,d,f,m){if(u!==p||c!==d){var g=f.push(i(f)+"scale(",null,",",null,")");m.push({i:g-4,x:pt(u,p)},{i:g-2,x:pt(c,d)})}else(p!==1||d!==1)&&f.push(i(f)+"scale("+p+","+d+")")}return function(u,c){var p=[],d=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,p,d),o(u.rotate,c.rotate,p,d),a(u.skewX,c.skewX,p,d),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,p,d),u=c=null,function(f){for(var m=-1,g=d.length,v;++m<g;)p[(v=d[m]).i]=v.x(f);return p.join("")}}}var dj=I_(pL,"px, ","px)","deg)"),pj=I_(fL,", ",")",")"),hL=1e-12;function P_(e){return((e=Math.exp(e))+1/e)/2}function mL(e){return((e=Math.exp(e))-1/e)/2}function gL(e){return((e=Math.exp(2*e))-1)/(e+1)}var fj=(function e(n,t,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],p=o[1],d=o[2],f=c-a,m=p-l,g=f*f+m*m,v,b;if(g<hL)b=Math.log(d/u)/n,v=function(k){return[a+k*f,l+k*m,u*Math.exp(n*k*b)]};else{var w=Math.sqrt(g),$=(d*d-u*u+r*g)/(2*u*t*w),x=(d*d-u*u-r*g)/(2*d*t*w),T=Math.log(Math.sqrt($*$+1)-$),S=Math.log(Math.sqrt(x*x+1)-x);b=(S-T)/n,v=function(k){var R=k*b,P=P_(T),N=u/(t*w)*(P*gL(n*R+T)-mL(T));return[a+N*f,l+N*m,u*P/P_(n*R+T)]}}return v.duration=Math.abs(b)*1e3*n/Math.SQRT2,v}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function z_(e){return function(n,t){var r=e((n=Jd(n)).h,(t=Jd(t)).h),i=xt(n.s,t.s),s=xt(n.l,t.l),o=xt(n.opacity,t.opacity);return function(a){return n.h=r(a),n.s=i(a),n.l=s(a),n.opacity=o(a),n+""}}}var B_=z_(pg),hj=z_(xt);function F_(e,n){var t=xt((e=Zd(e)).l,(n=Zd(n)).l),r=xt(e.a,n.a),i=xt(e.b,n.b),s=xt(e.opacity,n.opacity);return function(o){return e.l=t(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function H_(e){return function(n,t){var r=e((n=Qd(n)).h,(t=Qd(t)).h),i=xt(n.c,t.c),s=xt(n.l,t.l),o=xt(n.opacity,t.opacity);return function(a){return n.h=r(a),n.c=i(a),n.l=s(a),n.opacity=o(a),n+""}}}var V_=H_(pg),mj=H_(xt);function K_(e){return(function n(t){t=+t;function r(i,s){var o=e((i=Rn(i)).h,(s=Rn(s)).h),a=xt(i.s,s.s),l=xt(i.l,s.l),u=xt(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,t)),i.opacity=u(c),i+""}}return r.gamma=n,r})(1)}var gj=K_(pg),rp=K_(xt);function is(e,n){n===void 0&&(n=e,e=da);for(var t=0,r=n.length-1,i=n[0],s=new Array(r<0?0:r);t<r;)s[t]=e(i,i=n[++t]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function Kt(e,n){for(var t=new Array(n),r=0;r<n;++r)t[r]=e(r/(n-1));return t}var Jl=Math.PI,fg=2*Jl,Ws=1e-6,bL=fg-Ws;function j_(e){this._+=e[0];for(let n=1,t=e.length;n<t;++n)this._+=arguments[n]+e[n]}function vL(e){let n=Math.floor(e);if(!(n>=0))throw new Error(`invalid digits: ${e}`);if(n>15)return j_;let t=10**n;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*t)/t+r[i]}}function q_(e,n,t,r){return e===t&&n===r}function yL(e){let n=Math.floor(e);if(!(n<=15))return q_;let t=10**n,r=function(i){return Math.round(i*t)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var Gs=class{constructor(n){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=n==null?j_:vL(n),this._equal=n==null?q_:yL(n)}moveTo(n,t){this._append`M${this._x0=this._x1=+n},${this._y0=this._y1=+t}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(n,t){this._append`L${this._x1=+n},${this._y1=+t}`}quadraticCurveTo(n,t,r,i){this._append`Q${+n},${+t},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(n,t,r,i,s,o){this._append`C${+n},${+t},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(n,t,r,i,s){if(n=+n,t=+t,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-n,u=i-t,c=o-n,p=a-t,d=c*c+p*p;if(this._x1===null)this._append`M${this._x1=n},${this._y1=t}`;else if(d>Ws)if(!(Math.abs(p*l-u*c)>Ws)||!s)this._append`L${this._x1=n},${this._y1=t}`;else{let f=r-o,m=i-a,g=l*l+u*u,v=f*f+m*m,b=Math.sqrt(g),w=Math.sqrt(d),$=s*Math.tan((Jl-Math.acos((g+d-v)/(2*b*w)))/2),x=$/w,T=$/b;Math.abs(x-1)>Ws&&this._append`L${n+x*c},${t+x*p}`,this._append`A${s},${s},0,0,${+(p*f>c*m)},${this._x1=n+T*l},${this._y1=t+T*u}`}}arc(n,t,r,i,s,o){if(n=+n,t=+t,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=n+a,c=t+l,p=1^o,d=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>Ws||Math.abs(this._y1-c)>Ws)&&this._append`L${u},${c}`,!!r){if(d<0&&(d=d%fg+fg),d>bL)this._append`A${r},${r},0,1,${p},${n-a},${t-l}A${r},${r},0,1,${p},${this._x1=u},${this._y1=c}`;else if(d>Ws){let f=n+r*Math.cos(s),m=t+r*Math.sin(s);if(d>=Jl&&this._equal(u,c,f,m)){d/=2;let g=i+d;this._append`A${r},${r},0,${+(d>=Jl)},${p},${n+r*Math.cos(g)},${t+r*Math.sin(g)}`}this._append`A${r},${r},0,${+(d>=Jl)},${p},${this._x1=f},${this._y1=m}`}}}rect(n,t,r,i){this._append`M${this._x0=this._x1=+n},${this._y0=this._y1=+t}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function wL(){return new Gs}wL.prototype=Gs.prototype;function Cr(e=3){return new Gs(+e)}function xL(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function sp(e,n){if(!isFinite(e)||e===0)return null;var t=(e=n?e.toExponential(n-1):e.toExponential()).indexOf("e"),r=e.slice(0,t);return[r.length>1?r[0]+r.slice(2):r,+e.slice(t+1)]}function pa(e){return e=sp(Math.abs(e)),e?e[1]:NaN}function $L(e,n){return function(t,r){for(var i=t.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(t.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(n)}}function _L(e){return function(n){return n.replace(/[0-9]/g,function(t){return e[+t]})}}var SL=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function fa(e){if(!(n=SL.exec(e)))throw new Error("invalid format: "+e);var n;return new hg({fill:n[1],align:n[2],sign:n[3],symbol:n[4],zero:n[5],width:n[6],comma:n[7],precision:n[8]&&n[8].slice(1),trim:n[9],type:n[10]})}fa.prototype=hg.prototype;function hg(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}hg.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function kL(e){e:for(var n=e.length,t=1,r=-1,i;t<n;++t)switch(e[t]){case".":r=i=t;break;case"0":r===0&&(r=t),i=t;break;default:if(!+e[t])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var op;function TL(e,n){var t=sp(e,n);if(!t)return op=void 0,e.toPrecision(n);var r=t[0],i=t[1],s=i-(op=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+sp(e,Math.max(0,n+s-1))[0]}function U_(e,n){var t=sp(e,n);if(!t)return e+"";var r=t[0],i=t[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var W_={"%":(e,n)=>(e*100).toFixed(n),b:e=>Math.round(e).toString(2),c:e=>e+"",d:xL,e:(e,n)=>e.toExponential(n),f:(e,n)=>e.toFixed(n),g:(e,n)=>e.toPrecision(n),o:e=>Math.round(e).toString(8),p:(e,n)=>U_(e*100,n),r:U_,s:TL,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function G_(e){return e}var Y_=Array.prototype.map,X_=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function RL(e){var n=e.grouping===void 0||e.thousands===void 0?G_:$L(Y_.call(e.grouping,Number),e.thousands+""),t=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?G_:_L(Y_.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(p,d){p=fa(p);var f=p.fill,m=p.align,g=p.sign,v=p.symbol,b=p.zero,w=p.width,$=p.comma,x=p.precision,T=p.trim,S=p.type;S==="n"?($=!0,S="g"):W_[S]||(x===void 0&&(x=12),T=!0,S="g"),(b||f==="0"&&m==="=")&&(b=!0,f="0",m="=");var k=(d&&d.prefix!==void 0?d.prefix:"")+(v==="$"?t:v==="#"&&/[boxX]/.test(S)?"0"+S.toLowerCase():""),R=(v==="$"?r:/[%p]/.test(S)?o:"")+(d&&d.suffix!==void 0?d.suffix:""),P=W_[S],N=/[defgprs%]/.test(S);x=x===void 0?6:/[gprs]/.test(S)?Math.max(1,Math.min(21,x)):Math.max(0,Math.min(20,x));function M(L){var q=k,I=R,E,K,B;if(S==="c")I=P(L)+I,L="";else{L=+L;var Q=L<0||1/L<0;if(L=isNaN(L)?l:P(Math.abs(L),x),T&&(L=kL(L)),Q&&+L==0&&g!=="+"&&(Q=!1),q=(Q?g==="("?g:a:g==="-"||g==="("?"":g)+q,I=(S==="s"&&!isNaN(L)&&op!==void 0?X_[8+op/3]:"")+I+(Q&&g==="("?")":""),N){for(E=-1,K=L.length;++E<K;)if(B=L.charCodeAt(E),48>B||B>57){I=(B===46?i+L.slice(E+1):L.slice(E))+I,L=L.slice(0,E);break}}}$&&!b&&(L=n(L,1/0));var F=q.length+L.length+I.length,j=F<w?new Array(w-F+1).join(f):"";switch($&&b&&(L=n(j+L,j.length?w-I.length:1/0),j=""),m){case"<":L=q+L+I+j;break;case"=":L=q+j+L+I;break;case"^":L=j.slice(0,F=j.length>>1)+q+L+I+j.slice(F);break;default:L=j+q+L+I;break}return s(L)}return M.toString=function(){return p+""},M}function c(p,d){var f=Math.max(-8,Math.min(8,Math.floor(pa(d)/3)))*3,m=Math.pow(10,-f),g=u((p=fa(p),p.type="f",p),{suffix:X_[8+f/3]});return function(v){return g(m*v)}}return{format:u,formatPrefix:c}}var ip,Ar,mg;CL({thousands:",",grouping:[3],currency:["$",""]});function CL(e){return ip=RL(e),Ar=ip.format,mg=ip.formatPrefix,ip}function J_(e){return Math.max(0,-pa(Math.abs(e)))}function Z_(e,n){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(pa(n)/3)))*3-pa(Math.abs(e)))}function Q_(e,n){return e=Math.abs(e),n=Math.abs(n)-e,Math.max(0,pa(n)-pa(e))+1}var ue=1e-6,vS=1e-12,fe=Math.PI,Qe=fe/2,eS=fe/4,hn=fe*2,jt=180/fe,Ze=fe/180,Te=Math.abs,ba=Math.atan,bi=Math.atan2,pe=Math.cos;var yS=Math.exp;var fp=Math.log,gg=Math.pow,ce=Math.sin,An=Math.sign||function(e){return e>0?1:e<0?-1:0},Qt=Math.sqrt,Og=Math.tan;function wS(e){return e>1?0:e<-1?fe:Math.acos(e)}function Pn(e){return e>1?Qe:e<-1?-Qe:Math.asin(e)}function En(){}function hp(e,n){e&&nS.hasOwnProperty(e.type)&&nS[e.type](e,n)}var tS={Feature:function(e,n){hp(e.geometry,n)},FeatureCollection:function(e,n){for(var t=e.features,r=-1,i=t.length;++r<i;)hp(t[r].geometry,n)}},nS={Sphere:function(e,n){n.sphere()},Point:function(e,n){e=e.coordinates,n.point(e[0],e[1],e[2])},MultiPoint:function(e,n){for(var t=e.coordinates,r=-1,i=t.length;++r<i;)e=t[r],n.point(e[0],e[1],e[2])},LineString:function(e,n){xg(e.coordinates,n,0)},MultiLineString:function(e,n){for(var t=e.coordinates,r=-1,i=t.length;++r<i;)xg(t[r],n,0)},Polygon:function(e,n){rS(e.coordinates,n)},MultiPolygon:function(e,n){for(var t=e.coordinates,r=-1,i=t.length;++r<i;)rS(t[r],n)},GeometryCollection:function(e,n){for(var t=e.geometries,r=-1,i=t.length;++r<i;)hp(t[r],n)}};function xg(e,n,t){var r=-1,i=e.length-t,s;for(n.lineStart();++r<i;)s=e[r],n.point(s[0],s[1],s[2]);n.lineEnd()}function rS(e,n){var t=-1,r=e.length;for(n.polygonStart();++t<r;)xg(e[t],n,1);n.polygonEnd()}function ss(e,n){e&&tS.hasOwnProperty(e.type)?tS[e.type](e,n):hp(e,n)}var xj=new Sn,$j=new Sn;function $g(e){return[bi(e[1],e[0]),Pn(e[2])]}function ma(e){var n=e[0],t=e[1],r=pe(t);return[r*pe(n),r*ce(n),ce(t)]}function ap(e,n){return e[0]*n[0]+e[1]*n[1]+e[2]*n[2]}function mp(e,n){return[e[1]*n[2]-e[2]*n[1],e[2]*n[0]-e[0]*n[2],e[0]*n[1]-e[1]*n[0]]}function bg(e,n){e[0]+=n[0],e[1]+=n[1],e[2]+=n[2]}function lp(e,n){return[e[0]*n,e[1]*n,e[2]*n]}function _g(e){var n=Qt(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=n,e[1]/=n,e[2]/=n}function Sg(e,n){function t(r,i){return r=e(r,i),n(r[0],r[1])}return e.invert&&n.invert&&(t.invert=function(r,i){return r=n.invert(r,i),r&&e.invert(r[0],r[1])}),t}function kg(e,n){return Te(e)>fe&&(e-=Math.round(e/hn)*hn),[e,n]}kg.invert=kg;function xS(e,n,t){return(e%=hn)?n||t?Sg(sS(e),oS(n,t)):sS(e):n||t?oS(n,t):kg}function iS(e){return function(n,t){return n+=e,Te(n)>fe&&(n-=Math.round(n/hn)*hn),[n,t]}}function sS(e){var n=iS(e);return n.invert=iS(-e),n}function oS(e,n){var t=pe(e),r=ce(e),i=pe(n),s=ce(n);function o(a,l){var u=pe(l),c=pe(a)*u,p=ce(a)*u,d=ce(l),f=d*t+c*r;return[bi(p*i-f*s,c*t-d*r),Pn(f*i+p*s)]}return o.invert=function(a,l){var u=pe(l),c=pe(a)*u,p=ce(a)*u,d=ce(l),f=d*i-p*s;return[bi(p*i+d*s,c*t+f*r),Pn(f*t-c*r)]},o}function AL(e){e=xS(e[0]*Ze,e[1]*Ze,e.length>2?e[2]*Ze:0);function n(t){return t=e(t[0]*Ze,t[1]*Ze),t[0]*=jt,t[1]*=jt,t}return n.invert=function(t){return t=e.invert(t[0]*Ze,t[1]*Ze),t[0]*=jt,t[1]*=jt,t},n}function EL(e,n,t,r,i,s){if(t){var o=pe(n),a=ce(n),l=r*t;i==null?(i=n+r*hn,s=n-l/2):(i=aS(o,i),s=aS(o,s),(r>0?i<s:i>s)&&(i+=r*hn));for(var u,c=i;r>0?c>s:c<s;c-=l)u=$g([o,-a*pe(c),-a*ce(c)]),e.point(u[0],u[1])}}function aS(e,n){n=ma(n),n[0]-=e,_g(n);var t=wS(-n[1]);return((-n[2]<0?-t:t)+hn-ue)%hn}function $S(){var e=[],n;return{point:function(t,r,i){n.push([t,r,i])},lineStart:function(){e.push(n=[])},lineEnd:En,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var t=e;return e=[],n=null,t}}}function pp(e,n){return Te(e[0]-n[0])<ue&&Te(e[1]-n[1])<ue}function up(e,n,t,r){this.x=e,this.z=n,this.o=t,this.e=r,this.v=!1,this.n=this.p=null}function _S(e,n,t,r,i){var s=[],o=[],a,l;if(e.forEach(function(m){if(!((g=m.length-1)<=0)){var g,v=m[0],b=m[g],w;if(pp(v,b)){if(!v[2]&&!b[2]){for(i.lineStart(),a=0;a<g;++a)i.point((v=m[a])[0],v[1]);i.lineEnd();return}b[0]+=2*ue}s.push(w=new up(v,m,null,!0)),o.push(w.o=new up(v,null,w,!1)),s.push(w=new up(b,m,null,!1)),o.push(w.o=new up(b,null,w,!0))}}),!!s.length){for(o.sort(n),lS(s),lS(o),a=0,l=o.length;a<l;++a)o[a].e=t=!t;for(var u=s[0],c,p;;){for(var d=u,f=!0;d.v;)if((d=d.n)===u)return;c=d.z,i.lineStart();do{if(d.v=d.o.v=!0,d.e){if(f)for(a=0,l=c.length;a<l;++a)i.point((p=c[a])[0],p[1]);else r(d.x,d.n.x,1,i);d=d.n}else{if(f)for(c=d.p.z,a=c.length-1;a>=0;--a)i.point((p=c[a])[0],p[1]);else r(d.x,d.p.x,-1,i);d=d.p}d=d.o,c=d.z,f=!f}while(!d.v);i.lineEnd()}}}function lS(e){if(n=e.length){for(var n,t=0,r=e[0],i;++t<n;)r.n=i=e[t],i.p=r,r=i;r.n=i=e[0],i.p=r}}function vg(e){return Te(e[0])<=fe?e[0]:An(e[0])*((Te(e[0])+fe)%hn-fe)}function PL(e,n){var t=vg(n),r=n[1],i=ce(r),s=[ce(t),-pe(t),0],o=0,a=0,l=new Sn;i===1?r=Qe+ue:i===-1&&(r=-Qe-ue);for(var u=0,c=e.length;u<c;++u)if(d=(p=e[u]).length)for(var p,d,f=p[d-1],m=vg(f),g=f[1]/2+eS,v=ce(g),b=pe(g),w=0;w<d;++w,m=x,v=S,b=k,f=$){var $=p[w],x=vg($),T=$[1]/2+eS,S=ce(T),k=pe(T),R=x-m,P=R>=0?1:-1,N=P*R,M=N>fe,L=v*S;if(l.add(bi(L*P*ce(N),b*k+L*pe(N))),o+=M?R+P*hn:R,M^m>=t^x>=t){var q=mp(ma(f),ma($));_g(q);var I=mp(s,q);_g(I);var E=(M^R>=0?-1:1)*Pn(I[2]);(r>E||r===E&&(q[0]||q[1]))&&(a+=M^R>=0?1:-1)}}return(o<-ue||o<ue&&l<-vS)^a&1}function SS(e,n,t,r){return function(i){var s=n(i),o=$S(),a=n(o),l=!1,u,c,p,d={point:f,lineStart:g,lineEnd:v,polygonStart:function(){d.point=b,d.lineStart=w,d.lineEnd=$,c=[],u=[]},polygonEnd:function(){d.point=f,d.lineStart=g,d.lineEnd=v,c=Gm(c);var x=PL(u,r);c.length?(l||(i.polygonStart(),l=!0),_S(c,DL,x,t,i)):x&&(l||(i.polygonStart(),l=!0),i.lineStart(),t(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),t(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function f(x,T){e(x,T)&&i.point(x,T)}function m(x,T){s.point(x,T)}function g(){d.point=m,s.lineStart()}function v(){d.point=f,s.lineEnd()}function b(x,T){p.push([x,T]),a.point(x,T)}function w(){a.lineStart(),p=[]}function $(){b(p[0][0],p[0][1]),a.lineEnd();var x=a.clean(),T=o.result(),S,k=T.length,R,P,N;if(p.pop(),u.push(p),p=null,!!k){if(x&1){if(P=T[0],(R=P.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),S=0;S<R;++S)i.point((N=P[S])[0],N[1]);i.lineEnd()}return}k>1&&x&2&&T.push(T.pop().concat(T.shift())),c.push(T.filter(ML))}}return d}}function ML(e){return e.length>1}function DL(e,n){return((e=e.x)[0]<0?e[1]-Qe-ue:Qe-e[1])-((n=n.x)[0]<0?n[1]-Qe-ue:Qe-n[1])}var uS=SS(function(){return!0},LL,OL,[-fe,-Qe]);function LL(e){var n=NaN,t=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?fe:-fe,l=Te(s-n);Te(l-fe)<ue?(e.point(n,t=(t+o)/2>0?Qe:-Qe),e.point(r,t),e.lineEnd(),e.lineStart(),e.point(a,t),e.point(s,t),i=0):r!==a&&l>=fe&&(Te(n-r)<ue&&(n-=r*ue),Te(s-a)<ue&&(s-=a*ue),t=NL(n,t,s,o),e.point(r,t),e.lineEnd(),e.lineStart(),e.point(a,t),i=0),e.point(n=s,t=o),r=a},lineEnd:function(){e.lineEnd(),n=t=NaN},clean:function(){return 2-i}}}function NL(e,n,t,r){var i,s,o=ce(e-t);return Te(o)>ue?ba((ce(n)*(s=pe(r))*ce(t)-ce(r)*(i=pe(n))*ce(e))/(i*s*o)):(n+r)/2}function OL(e,n,t,r){var i;if(e==null)i=t*Qe,r.point(-fe,i),r.point(0,i),r.point(fe,i),r.point(fe,0),r.point(fe,-i),r.point(0,-i),r.point(-fe,-i),r.point(-fe,0),r.point(-fe,i);else if(Te(e[0]-n[0])>ue){var s=e[0]<n[0]?fe:-fe;i=t*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(n[0],n[1])}function IL(e){var n=pe(e),t=2*Ze,r=n>0,i=Te(n)>ue;function s(c,p,d,f){EL(f,e,t,d,c,p)}function o(c,p){return pe(c)*pe(p)>n}function a(c){var p,d,f,m,g;return{lineStart:function(){m=f=!1,g=1},point:function(v,b){var w=[v,b],$,x=o(v,b),T=r?x?0:u(v,b):x?u(v+(v<0?fe:-fe),b):0;if(!p&&(m=f=x)&&c.lineStart(),x!==f&&($=l(p,w),(!$||pp(p,$)||pp(w,$))&&(w[2]=1)),x!==f)g=0,x?(c.lineStart(),$=l(w,p),c.point($[0],$[1])):($=l(p,w),c.point($[0],$[1],2),c.lineEnd()),p=$;else if(i&&p&&r^x){var S;!(T&d)&&(S=l(w,p,!0))&&(g=0,r?(c.lineStart(),c.point(S[0][0],S[0][1]),c.point(S[1][0],S[1][1]),c.lineEnd()):(c.point(S[1][0],S[1][1]),c.lineEnd(),c.lineStart(),c.point(S[0][0],S[0][1],3)))}x&&(!p||!pp(p,w))&&c.point(w[0],w[1]),p=w,f=x,d=T},lineEnd:function(){f&&c.lineEnd(),p=null},clean:function(){return g|(m&&f)<<1}}}function l(c,p,d){var f=ma(c),m=ma(p),g=[1,0,0],v=mp(f,m),b=ap(v,v),w=v[0],$=b-w*w;if(!$)return!d&&c;var x=n*b/$,T=-n*w/$,S=mp(g,v),k=lp(g,x),R=lp(v,T);bg(k,R);var P=S,N=ap(k,P),M=ap(P,P),L=N*N-M*(ap(k,k)-1);if(!(L<0)){var q=Qt(L),I=lp(P,(-N-q)/M);if(bg(I,k),I=$g(I),!d)return I;var E=c[0],K=p[0],B=c[1],Q=p[1],F;K<E&&(F=E,E=K,K=F);var j=K-E,G=Te(j-fe)<ue,J=G||j<ue;if(!G&&Q<B&&(F=B,B=Q,Q=F),J?G?B+Q>0^I[1]<(Te(I[0]-E)<ue?B:Q):B<=I[1]&&I[1]<=Q:j>fe^(E<=I[0]&&I[0]<=K)){var A=lp(P,(-N+q)/M);return bg(A,k),[I,$g(A)]}}}function u(c,p){var d=r?e:fe-e,f=0;return c<-d?f|=1:c>d&&(f|=2),p<-d?f|=4:p>d&&(f|=8),f}return SS(o,a,s,r?[0,-e]:[-fe,e-fe])}function zL(e,n,t,r,i,s){var o=e[0],a=e[1],l=n[0],u=n[1],c=0,p=1,d=l-o,f=u-a,m;if(m=t-o,!(!d&&m>0)){if(m/=d,d<0){if(m<c)return;m<p&&(p=m)}else if(d>0){if(m>p)return;m>c&&(c=m)}if(m=i-o,!(!d&&m<0)){if(m/=d,d<0){if(m>p)return;m>c&&(c=m)}else if(d>0){if(m<c)return;m<p&&(p=m)}if(m=r-a,!(!f&&m>0)){if(m/=f,f<0){if(m<c)return;m<p&&(p=m)}else if(f>0){if(m>p)return;m>c&&(c=m)}if(m=s-a,!(!f&&m<0)){if(m/=f,f<0){if(m>p)return;m>c&&(c=m)}else if(f>0){if(m<c)return;m<p&&(p=m)}return c>0&&(e[0]=o+c*d,e[1]=a+c*f),p<1&&(n[0]=o+p*d,n[1]=a+p*f),!0}}}}}var Zl=1e9,cp=-Zl;function Ig(e,n,t,r){function i(u,c){return e<=u&&u<=t&&n<=c&&c<=r}function s(u,c,p,d){var f=0,m=0;if(u==null||(f=o(u,p))!==(m=o(c,p))||l(u,c)<0^p>0)do d.point(f===0||f===3?e:t,f>1?r:n);while((f=(f+p+4)%4)!==m);else d.point(c[0],c[1])}function o(u,c){return Te(u[0]-e)<ue?c>0?0:3:Te(u[0]-t)<ue?c>0?2:1:Te(u[1]-n)<ue?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var p=o(u,1),d=o(c,1);return p!==d?p-d:p===0?c[1]-u[1]:p===1?u[0]-c[0]:p===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,p=$S(),d,f,m,g,v,b,w,$,x,T,S,k={point:R,lineStart:L,lineEnd:q,polygonStart:N,polygonEnd:M};function R(E,K){i(E,K)&&c.point(E,K)}function P(){for(var E=0,K=0,B=f.length;K<B;++K)for(var Q=f[K],F=1,j=Q.length,G=Q[0],J,A,X=G[0],oe=G[1];F<j;++F)J=X,A=oe,G=Q[F],X=G[0],oe=G[1],A<=r?oe>r&&(X-J)*(r-A)>(oe-A)*(e-J)&&++E:oe<=r&&(X-J)*(r-A)<(oe-A)*(e-J)&&--E;return E}function N(){c=p,d=[],f=[],S=!0}function M(){var E=P(),K=S&&E,B=(d=Gm(d)).length;(K||B)&&(u.polygonStart(),K&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),B&&_S(d,a,E,s,u),u.polygonEnd()),c=u,d=f=m=null}function L(){k.point=I,f&&f.push(m=[]),T=!0,x=!1,w=$=NaN}function q(){d&&(I(g,v),b&&x&&p.rejoin(),d.push(p.result())),k.point=R,x&&c.lineEnd()}function I(E,K){var B=i(E,K);if(f&&m.push([E,K]),T)g=E,v=K,b=B,T=!1,B&&(c.lineStart(),c.point(E,K));else if(B&&x)c.point(E,K);else{var Q=[w=Math.max(cp,Math.min(Zl,w)),$=Math.max(cp,Math.min(Zl,$))],F=[E=Math.max(cp,Math.min(Zl,E)),K=Math.max(cp,Math.min(Zl,K))];zL(Q,F,e,n,t,r)?(x||(c.lineStart(),c.point(Q[0],Q[1])),c.point(F[0],F[1]),B||c.lineEnd(),S=!1):B&&(c.lineStart(),c.point(E,K),S=!1)}w=E,$=K,x=B}return k}}var Tg=e=>e,yg=new Sn,Rg=new Sn,kS,TS,Cg,Ag,gi={point:En,lineStart:En,lineEnd:En,polygonStart:function(){gi.lineStart=BL,gi.lineEnd=HL},polygonEnd:function(){gi.lineStart=gi.lineEnd=gi.point=En,yg.add(Te(Rg)),Rg=new Sn},result:function(){var e=yg/2;return yg=new Sn,e}};function BL(){gi.point=FL}function FL(e,n){gi.point=RS,kS=Cg=e,TS=Ag=n}function RS(e,n){Rg.add(Ag*e-Cg*n),Cg=e,Ag=n}function HL(){RS(kS,TS)}var ga=1/0,gp=ga,au=-ga,bp=au,vp={point:VL,lineStart:En,lineEnd:En,polygonStart:En,polygonEnd:En,result:function(){var e=[[ga,gp],[au,bp]];return au=bp=-(gp=ga=1/0),e}};function VL(e,n){e<ga&&(ga=e),e>au&&(au=e),n<gp&&(gp=n),n>bp&&(bp=n)}var Eg=0,Pg=0,Ql=0,yp=0,wp=0,ha=0,Mg=0,Dg=0,eu=0,CS,AS,Er,Pr,Cn={point:Ys,lineStart:cS,lineEnd:dS,polygonStart:function(){Cn.lineStart=qL,Cn.lineEnd=UL},polygonEnd:function(){Cn.point=Ys,Cn.lineStart=cS,Cn.lineEnd=dS},result:function(){var e=eu?[Mg/eu,Dg/eu]:ha?[yp/ha,wp/ha]:Ql?[Eg/Ql,Pg/Ql]:[NaN,NaN];return Eg=Pg=Ql=yp=wp=ha=Mg=Dg=eu=0,e}};function Ys(e,n){Eg+=e,Pg+=n,++Ql}function cS(){Cn.point=KL}function KL(e,n){Cn.point=jL,Ys(Er=e,Pr=n)}function jL(e,n){var t=e-Er,r=n-Pr,i=Qt(t*t+r*r);yp+=i*(Er+e)/2,wp+=i*(Pr+n)/2,ha+=i,Ys(Er=e,Pr=n)}function dS(){Cn.point=Ys}function qL(){Cn.point=WL}function UL(){ES(CS,AS)}function WL(e,n){Cn.point=ES,Ys(CS=Er=e,AS=Pr=n)}function ES(e,n){var t=e-Er,r=n-Pr,i=Qt(t*t+r*r);yp+=i*(Er+e)/2,wp+=i*(Pr+n)/2,ha+=i,i=Pr*e-Er*n,Mg+=i*(Er+e),Dg+=i*(Pr+n),eu+=i*3,Ys(Er=e,Pr=n)}function PS(e){this._context=e}PS.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,n){switch(this._point){case 0:{this._context.moveTo(e,n),this._point=1;break}case 1:{this._context.lineTo(e,n);break}default:{this._context.moveTo(e+this._radius,n),this._context.arc(e,n,this._radius,0,hn);break}}},result:En};var Lg=new Sn,wg,MS,DS,tu,nu,lu={point:En,lineStart:function(){lu.point=GL},lineEnd:function(){wg&&LS(MS,DS),lu.point=En},polygonStart:function(){wg=!0},polygonEnd:function(){wg=null},result:function(){var e=+Lg;return Lg=new Sn,e}};function GL(e,n){lu.point=LS,MS=tu=e,DS=nu=n}function LS(e,n){tu-=e,nu-=n,Lg.add(Qt(tu*tu+nu*nu)),tu=e,nu=n}var pS,xp,fS,hS,$p=class{constructor(n){this._append=n==null?NS:YL(n),this._radius=4.5,this._=""}pointRadius(n){return this._radius=+n,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(n,t){switch(this._point){case 0:{this._append`M${n},${t}`,this._point=1;break}case 1:{this._append`L${n},${t}`;break}default:{if(this._append`M${n},${t}`,this._radius!==fS||this._append!==xp){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,fS=r,xp=this._append,hS=this._,this._=i}this._+=hS;break}}}result(){let n=this._;return this._="",n.length?n:null}};function NS(e){let n=1;this._+=e[0];for(let t=e.length;n<t;++n)this._+=arguments[n]+e[n]}function YL(e){let n=Math.floor(e);if(!(n>=0))throw new RangeError(`invalid digits: ${e}`);if(n>15)return NS;if(n!==pS){let t=10**n;pS=n,xp=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*t)/t+i[s]}}return xp}function cu(e,n){let t=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),ss(a,i(s))),s.result()}return o.area=function(a){return ss(a,i(gi)),gi.result()},o.measure=function(a){return ss(a,i(lu)),lu.result()},o.bounds=function(a){return ss(a,i(vp)),vp.result()},o.centroid=function(a){return ss(a,i(Cn)),Cn.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,Tg):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(n=null,new $p(t)):new PS(n=a),typeof r!="function"&&s.pointRadius(r),o):n},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return t;if(a==null)t=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);t=l}return n===null&&(s=new $p(t)),o},o.projection(e).digits(t).context(n)}function du(e){return{stream:kp(e)}}function kp(e){return function(n){var t=new Ng;for(var r in e)t[r]=e[r];return t.stream=n,t}}function Ng(){}Ng.prototype={constructor:Ng,point:function(e,n){this.stream.point(e,n)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function zg(e,n,t){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),ss(t,e.stream(vp)),n(vp.result()),r!=null&&e.clipExtent(r),e}function Bg(e,n,t){return zg(e,function(r){var i=n[1][0]-n[0][0],s=n[1][1]-n[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+n[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+n[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},t)}function OS(e,n,t){return Bg(e,[[0,0],n],t)}function IS(e,n,t){return zg(e,function(r){var i=+n,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},t)}function zS(e,n,t){return zg(e,function(r){var i=+n,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},t)}var mS=16,XL=pe(30*Ze);function gS(e,n){return+n?ZL(e,n):JL(e)}function JL(e){return kp({point:function(n,t){n=e(n,t),this.stream.point(n[0],n[1])}})}function ZL(e,n){function t(r,i,s,o,a,l,u,c,p,d,f,m,g,v){var b=u-r,w=c-i,$=b*b+w*w;if($>4*n&&g--){var x=o+d,T=a+f,S=l+m,k=Qt(x*x+T*T+S*S),R=Pn(S/=k),P=Te(Te(S)-1)<ue||Te(s-p)<ue?(s+p)/2:bi(T,x),N=e(P,R),M=N[0],L=N[1],q=M-r,I=L-i,E=w*q-b*I;(E*E/$>n||Te((b*q+w*I)/$-.5)>.3||o*d+a*f+l*m<XL)&&(t(r,i,s,o,a,l,M,L,P,x/=k,T/=k,S,g,v),v.point(M,L),t(M,L,P,x,T,S,u,c,p,d,f,m,g,v))}}return function(r){var i,s,o,a,l,u,c,p,d,f,m,g,v={point:b,lineStart:w,lineEnd:x,polygonStart:function(){r.polygonStart(),v.lineStart=T},polygonEnd:function(){r.polygonEnd(),v.lineStart=w}};function b(R,P){R=e(R,P),r.point(R[0],R[1])}function w(){p=NaN,v.point=$,r.lineStart()}function $(R,P){var N=ma([R,P]),M=e(R,P);t(p,d,c,f,m,g,p=M[0],d=M[1],c=R,f=N[0],m=N[1],g=N[2],mS,r),r.point(p,d)}function x(){v.point=b,r.lineEnd()}function T(){w(),v.point=S,v.lineEnd=k}function S(R,P){$(i=R,P),s=p,o=d,a=f,l=m,u=g,v.point=$}function k(){t(p,d,c,f,m,g,s,o,i,a,l,u,mS,r),v.lineEnd=x,x()}return v}}var QL=kp({point:function(e,n){this.stream.point(e*Ze,n*Ze)}});function eN(e){return kp({point:function(n,t){var r=e(n,t);return this.stream.point(r[0],r[1])}})}function tN(e,n,t,r,i){function s(o,a){return o*=r,a*=i,[n+e*o,t-e*a]}return s.invert=function(o,a){return[(o-n)/e*r,(t-a)/e*i]},s}function bS(e,n,t,r,i,s){if(!s)return tN(e,n,t,r,i);var o=pe(s),a=ce(s),l=o*e,u=a*e,c=o/e,p=a/e,d=(a*t-o*n)/e,f=(a*n+o*t)/e;function m(g,v){return g*=r,v*=i,[l*g-u*v+n,t-u*g-l*v]}return m.invert=function(g,v){return[r*(c*g-p*v+d),i*(f-p*g-c*v)]},m}function os(e){return BS(function(){return e})()}function BS(e){var n,t=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,p=0,d=1,f=1,m=null,g=uS,v=null,b,w,$,x=Tg,T=.5,S,k,R,P,N;function M(E){return R(E[0]*Ze,E[1]*Ze)}function L(E){return E=R.invert(E[0],E[1]),E&&[E[0]*jt,E[1]*jt]}M.stream=function(E){return P&&N===E?P:P=QL(eN(c)(g(S(x(N=E)))))},M.preclip=function(E){return arguments.length?(g=E,m=void 0,I()):g},M.postclip=function(E){return arguments.length?(x=E,v=b=w=$=null,I()):x},M.clipAngle=function(E){return arguments.length?(g=+E?IL(m=E*Ze):(m=null,uS),I()):m*jt},M.clipExtent=function(E){return arguments.length?(x=E==null?(v=b=w=$=null,Tg):Ig(v=+E[0][0],b=+E[0][1],w=+E[1][0],$=+E[1][1]),I()):v==null?null:[[v,b],[w,$]]},M.scale=function(E){return arguments.length?(t=+E,q()):t},M.translate=function(E){return arguments.length?(r=+E[0],i=+E[1],q()):[r,i]},M.center=function(E){return arguments.length?(s=E[0]%360*Ze,o=E[1]%360*Ze,q()):[s*jt,o*jt]},M.rotate=function(E){return arguments.length?(a=E[0]%360*Ze,l=E[1]%360*Ze,u=E.length>2?E[2]%360*Ze:0,q()):[a*jt,l*jt,u*jt]},M.angle=function(E){return arguments.length?(p=E%360*Ze,q()):p*jt},M.reflectX=function(E){return arguments.length?(d=E?-1:1,q()):d<0},M.reflectY=function(E){return arguments.length?(f=E?-1:1,q()):f<0},M.precision=function(E){return arguments.length?(S=gS(k,T=E*E),I()):Qt(T)},M.fitExtent=function(E,K){return Bg(M,E,K)},M.fitSize=function(E,K){return OS(M,E,K)},M.fitWidth=function(E,K){return IS(M,E,K)},M.fitHeight=function(E,K){return zS(M,E,K)};function q(){var E=bS(t,0,0,d,f,p).apply(null,n(s,o)),K=bS(t,r-E[0],i-E[1],d,f,p);return c=xS(a,l,u),k=Sg(n,K),R=Sg(c,k),S=gS(k,T),I()}function I(){return P=N=null,M}return function(){return n=e.apply(this,arguments),M.invert=n.invert&&L,q()}}function Fg(e){var n=0,t=fe/3,r=BS(e),i=r(n,t);return i.parallels=function(s){return arguments.length?r(n=s[0]*Ze,t=s[1]*Ze):[n*jt,t*jt]},i}function nN(e){var n=pe(e);function t(r,i){return[r*n,ce(i)/n]}return t.invert=function(r,i){return[r/n,Pn(i*n)]},t}function rN(e,n){var t=ce(e),r=(t+ce(n))/2;if(Te(r)<ue)return nN(e);var i=1+t*(2*r-t),s=Qt(i)/r;function o(a,l){var u=Qt(i-2*r*ce(l))/r;return[u*ce(a*=r),s-u*pe(a)]}return o.invert=function(a,l){var u=s-l,c=bi(a,Te(u))*An(u);return u*r<0&&(c-=fe*An(a)*An(u)),[c/r,Pn((i-(a*a+u*u)*r*r)/(2*r))]},o}function uu(){return Fg(rN).scale(155.424).center([0,33.6442])}function Hg(){return uu().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function iN(e){var n=e.length;return{point:function(t,r){for(var i=-1;++i<n;)e[i].point(t,r)},sphere:function(){for(var t=-1;++t<n;)e[t].sphere()},lineStart:function(){for(var t=-1;++t<n;)e[t].lineStart()},lineEnd:function(){for(var t=-1;++t<n;)e[t].lineEnd()},polygonStart:function(){for(var t=-1;++t<n;)e[t].polygonStart()},polygonEnd:function(){for(var t=-1;++t<n;)e[t].polygonEnd()}}}function FS(){var e,n,t=Hg(),r,i=uu().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=uu().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(d,f){l=[d,f]}};function c(d){var f=d[0],m=d[1];return l=null,r.point(f,m),l||(s.point(f,m),l)||(a.point(f,m),l)}c.invert=function(d){var f=t.scale(),m=t.translate(),g=(d[0]-m[0])/f,v=(d[1]-m[1])/f;return(v>=.12&&v<.234&&g>=-.425&&g<-.214?i:v>=.166&&v<.234&&g>=-.214&&g<-.115?o:t).invert(d)},c.stream=function(d){return e&&n===d?e:e=iN([t.stream(n=d),i.stream(d),o.stream(d)])},c.precision=function(d){return arguments.length?(t.precision(d),i.precision(d),o.precision(d),p()):t.precision()},c.scale=function(d){return arguments.length?(t.scale(d),i.scale(d*.35),o.scale(d),c.translate(t.translate())):t.scale()},c.translate=function(d){if(!arguments.length)return t.translate();var f=t.scale(),m=+d[0],g=+d[1];return r=t.translate(d).clipExtent([[m-.455*f,g-.238*f],[m+.455*f,g+.238*f]]).stream(u),s=i.translate([m-.307*f,g+.201*f]).clipExtent([[m-.425*f+ue,g+.12*f+ue],[m-.214*f-ue,g+.234*f-ue]]).stream(u),a=o.translate([m-.205*f,g+.212*f]).clipExtent([[m-.214*f+ue,g+.166*f+ue],[m-.115*f-ue,g+.234*f-ue]]).stream(u),p()},c.fitExtent=function(d,f){return Bg(c,d,f)},c.fitSize=function(d,f){return OS(c,d,f)},c.fitWidth=function(d,f){return IS(c,d,f)},c.fitHeight=function(d,f){return zS(c,d,f)};function p(){return e=n=null,c}return c.scale(1070)}function HS(e){return function(n,t){var r=pe(n),i=pe(t),s=e(r*i);return s===1/0?[2,0]:[s*i*ce(n),s*ce(t)]}}function pu(e){return function(n,t){var r=Qt(n*n+t*t),i=e(r),s=ce(i),o=pe(i);return[bi(n*s,r*o),Pn(r&&t*s/r)]}}var VS=HS(function(e){return Qt(2/(1+e))});VS.invert=pu(function(e){return 2*Pn(e/2)});function KS(){return os(VS).scale(124.75).clipAngle(180-.001)}var jS=HS(function(e){return(e=wS(e))&&e/ce(e)});jS.invert=pu(function(e){return e});function qS(){return os(jS).scale(79.4188).clipAngle(180-.001)}function Tp(e,n){return[e,fp(Og((Qe+n)/2))]}Tp.invert=function(e,n){return[e,2*ba(yS(n))-Qe]};function US(){return WS(Tp).scale(961/hn)}function WS(e){var n=os(e),t=n.center,r=n.scale,i=n.translate,s=n.clipExtent,o=null,a,l,u;n.scale=function(p){return arguments.length?(r(p),c()):r()},n.translate=function(p){return arguments.length?(i(p),c()):i()},n.center=function(p){return arguments.length?(t(p),c()):t()},n.clipExtent=function(p){return arguments.length?(p==null?o=a=l=u=null:(o=+p[0][0],a=+p[0][1],l=+p[1][0],u=+p[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var p=fe*r(),d=n(AL(n.rotate()).invert([0,0]));return s(o==null?[[d[0]-p,d[1]-p],[d[0]+p,d[1]+p]]:e===Tp?[[Math.max(d[0]-p,o),a],[Math.min(d[0]+p,l),u]]:[[o,Math.max(d[1]-p,a)],[l,Math.min(d[1]+p,u)]])}return c()}function dp(e){return Og((Qe+e)/2)}function sN(e,n){var t=pe(e),r=e===n?ce(e):fp(t/pe(n))/fp(dp(n)/dp(e)),i=t*gg(dp(e),r)/r;if(!r)return Tp;function s(o,a){i>0?a<-Qe+ue&&(a=-Qe+ue):a>Qe-ue&&(a=Qe-ue);var l=i/gg(dp(a),r);return[l*ce(r*o),i-l*pe(r*o)]}return s.invert=function(o,a){var l=i-a,u=An(r)*Qt(o*o+l*l),c=bi(o,Te(l))*An(l);return l*r<0&&(c-=fe*An(o)*An(l)),[c/r,2*ba(gg(i/u,1/r))-Qe]},s}function GS(){return Fg(sN).scale(109.5).parallels([30,30])}function _p(e,n){return[e,n]}_p.invert=_p;function YS(){return os(_p).scale(152.63)}function oN(e,n){var t=pe(e),r=e===n?ce(e):(t-pe(n))/(n-e),i=t/r+e;if(Te(r)<ue)return _p;function s(o,a){var l=i-a,u=r*o;return[l*ce(u),i-l*pe(u)]}return s.invert=function(o,a){var l=i-a,u=bi(o,Te(l))*An(l);return l*r<0&&(u-=fe*An(o)*An(l)),[u/r,i-An(r)*Qt(o*o+l*l)]},s}function XS(){return Fg(oN).scale(131.154).center([0,13.9389])}var ru=1.340264,iu=-.081106,su=893e-6,ou=.003796,Sp=Qt(3)/2,aN=12;function JS(e,n){var t=Pn(Sp*ce(n)),r=t*t,i=r*r*r;return[e*pe(t)/(Sp*(ru+3*iu*r+i*(7*su+9*ou*r))),t*(ru+iu*r+i*(su+ou*r))]}JS.invert=function(e,n){for(var t=n,r=t*t,i=r*r*r,s=0,o,a,l;s<aN&&(a=t*(ru+iu*r+i*(su+ou*r))-n,l=ru+3*iu*r+i*(7*su+9*ou*r),t-=o=a/l,r=t*t,i=r*r*r,!(Te(o)<vS));++s);return[Sp*e*(ru+3*iu*r+i*(7*su+9*ou*r))/pe(t),Pn(ce(t)/Sp)]};function ZS(){return os(JS).scale(177.158)}function QS(e,n){var t=pe(n),r=pe(e)*t;return[t*ce(e)/r,ce(n)/r]}QS.invert=pu(ba);function ek(){return os(QS).scale(144.049).clipAngle(60)}function lN(e,n){var t=n*n,r=t*t;return[e*(.8707-.131979*t+r*(-.013791+r*(.003971*t-.001529*r))),n*(1.007226+t*(.015085+r*(-.044475+.028874*t-.005916*r)))]}lN.invert=function(e,n){var t=n,r=25,i;do{var s=t*t,o=s*s;t-=i=(t*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-n)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(Te(i)>ue&&--r>0);return[e/(.8707+(s=t*t)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),t]};function tk(e,n){return[pe(n)*ce(e),ce(n)]}tk.invert=pu(Pn);function nk(){return os(tk).scale(249.5).clipAngle(90+ue)}function rk(e,n){var t=pe(n),r=1+pe(e)*t;return[t*ce(e)/r,ce(n)/r]}rk.invert=pu(function(e){return 2*ba(e)});function ik(){return os(rk).scale(250).clipAngle(142)}function sk(e,n){return[fp(Og((Qe+n)/2)),-e]}sk.invert=function(e,n){return[-n,2*ba(yS(e))-Qe]};function ok(){var e=WS(sk),n=e.center,t=e.rotate;return e.center=function(r){return arguments.length?n([-r[1],r[0]]):(r=n(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?t([r[0],r[1],r.length>2?r[2]+90:90]):(r=t(),[r[0],r[1],r[2]-90])},t([0,0,90]).scale(159.155)}var Vg=new Date,Kg=new Date;function ft(e,n,t,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),n(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(n(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),n(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>ft(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;n(o,-1),!s(o););else for(;--a>=0;)for(;n(o,1),!s(o););}),t&&(i.count=(s,o)=>(Vg.setTime(+s),Kg.setTime(+o),e(Vg),e(Kg),Math.floor(t(Vg,Kg))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var Rp=ft(()=>{},(e,n)=>{e.setTime(+e+n)},(e,n)=>n-e);Rp.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?ft(n=>{n.setTime(Math.floor(n/e)*e)},(n,t)=>{n.setTime(+n+t*e)},(n,t)=>(t-n)/e):Rp);var kj=Rp.range,vi=1e3,Mn=vi*60,yi=Mn*60,wi=yi*24,qg=wi*7,ak=wi*30,jg=wi*365,qt=ft(e=>{e.setTime(e-e.getMilliseconds())},(e,n)=>{e.setTime(+e+n*vi)},(e,n)=>(n-e)/vi,e=>e.getUTCSeconds()),Tj=qt.range,Xs=ft(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*vi)},(e,n)=>{e.setTime(+e+n*Mn)},(e,n)=>(n-e)/Mn,e=>e.getMinutes()),Rj=Xs.range,Js=ft(e=>{e.setUTCSeconds(0,0)},(e,n)=>{e.setTime(+e+n*Mn)},(e,n)=>(n-e)/Mn,e=>e.getUTCMinutes()),Cj=Js.range,Zs=ft(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*vi-e.getMinutes()*Mn)},(e,n)=>{e.setTime(+e+n*yi)},(e,n)=>(n-e)/yi,e=>e.getHours()),Aj=Zs.range,Qs=ft(e=>{e.setUTCMinutes(0,0,0)},(e,n)=>{e.setTime(+e+n*yi)},(e,n)=>(n-e)/yi,e=>e.getUTCHours()),Ej=Qs.range,Mr=ft(e=>e.setHours(0,0,0,0),(e,n)=>e.setDate(e.getDate()+n),(e,n)=>(n-e-(n.getTimezoneOffset()-e.getTimezoneOffset())*Mn)/wi,e=>e.getDate()-1),Pj=Mr.range,va=ft(e=>{e.setUTCHours(0,0,0,0)},(e,n)=>{e.setUTCDate(e.getUTCDate()+n)},(e,n)=>(n-e)/wi,e=>e.getUTCDate()-1),Mj=va.range,fu=ft(e=>{e.setUTCHours(0,0,0,0)},(e,n)=>{e.setUTCDate(e.getUTCDate()+n)},(e,n)=>(n-e)/wi,e=>Math.floor(e/wi)),Dj=fu.range;function eo(e){return ft(n=>{n.setDate(n.getDate()-(n.getDay()+7-e)%7),n.setHours(0,0,0,0)},(n,t)=>{n.setDate(n.getDate()+t*7)},(n,t)=>(t-n-(t.getTimezoneOffset()-n.getTimezoneOffset())*Mn)/qg)}var Dr=eo(0),to=eo(1),Ug=eo(2),Wg=eo(3),xi=eo(4),Gg=eo(5),Yg=eo(6),Lj=Dr.range,Nj=to.range,Oj=Ug.range,Ij=Wg.range,zj=xi.range,Bj=Gg.range,Fj=Yg.range;function no(e){return ft(n=>{n.setUTCDate(n.getUTCDate()-(n.getUTCDay()+7-e)%7),n.setUTCHours(0,0,0,0)},(n,t)=>{n.setUTCDate(n.getUTCDate()+t*7)},(n,t)=>(t-n)/qg)}var Lr=no(0),ro=no(1),Xg=no(2),Jg=no(3),$i=no(4),Zg=no(5),Qg=no(6),Hj=Lr.range,Vj=ro.range,Kj=Xg.range,jj=Jg.range,qj=$i.range,Uj=Zg.range,Wj=Qg.range,io=ft(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,n)=>{e.setMonth(e.getMonth()+n)},(e,n)=>n.getMonth()-e.getMonth()+(n.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),Gj=io.range,so=ft(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,n)=>{e.setUTCMonth(e.getUTCMonth()+n)},(e,n)=>n.getUTCMonth()-e.getUTCMonth()+(n.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),Yj=so.range,en=ft(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,n)=>{e.setFullYear(e.getFullYear()+n)},(e,n)=>n.getFullYear()-e.getFullYear(),e=>e.getFullYear());en.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:ft(n=>{n.setFullYear(Math.floor(n.getFullYear()/e)*e),n.setMonth(0,1),n.setHours(0,0,0,0)},(n,t)=>{n.setFullYear(n.getFullYear()+t*e)});var Xj=en.range,tn=ft(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,n)=>{e.setUTCFullYear(e.getUTCFullYear()+n)},(e,n)=>n.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());tn.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:ft(n=>{n.setUTCFullYear(Math.floor(n.getUTCFullYear()/e)*e),n.setUTCMonth(0,1),n.setUTCHours(0,0,0,0)},(n,t)=>{n.setUTCFullYear(n.getUTCFullYear()+t*e)});var Jj=tn.range;function lk(e,n,t,r,i,s){let o=[[qt,1,vi],[qt,5,5*vi],[qt,15,15*vi],[qt,30,30*vi],[s,1,Mn],[s,5,5*Mn],[s,15,15*Mn],[s,30,30*Mn],[i,1,yi],[i,3,3*yi],[i,6,6*yi],[i,12,12*yi],[r,1,wi],[r,2,2*wi],[t,1,qg],[n,1,ak],[n,3,3*ak],[e,1,jg]];function a(u,c,p){let d=c<u;d&&([u,c]=[c,u]);let f=p&&typeof p.range=="function"?p:l(u,c,p),m=f?f.range(u,+c+1):[];return d?m.reverse():m}function l(u,c,p){let d=Math.abs(c-u)/p,f=ta(([,,v])=>v).right(o,d);if(f===o.length)return e.every(ql(u/jg,c/jg,p));if(f===0)return Rp.every(Math.max(ql(u,c,p),1));let[m,g]=o[d/o[f-1][2]<o[f][2]/d?f-1:f];return m.every(g)}return[a,l]}var[uk,Cp]=lk(tn,so,Lr,fu,Qs,Js),[ck,dk]=lk(en,io,Dr,Mr,Zs,Xs);function eb(e){if(0<=e.y&&e.y<100){var n=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return n.setFullYear(e.y),n}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function tb(e){if(0<=e.y&&e.y<100){var n=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return n.setUTCFullYear(e.y),n}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function hu(e,n,t){return{y:e,m:n,d:t,H:0,M:0,S:0,L:0}}function uN(e){var n=e.dateTime,t=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=mu(i),c=gu(i),p=mu(s),d=gu(s),f=mu(o),m=gu(o),g=mu(a),v=gu(a),b=mu(l),w=gu(l),$={a:B,A:Q,b:F,B:j,c:null,d:bk,e:bk,f:MN,g:VN,G:jN,H:AN,I:EN,j:PN,L:$k,m:DN,M:LN,p:G,q:J,Q:wk,s:xk,S:NN,u:ON,U:IN,V:zN,w:BN,W:FN,x:null,X:null,y:HN,Y:KN,Z:qN,"%":yk},x={a:A,A:X,b:oe,B:be,c:null,d:vk,e:vk,f:YN,g:sO,G:aO,H:UN,I:WN,j:GN,L:Sk,m:XN,M:JN,p:Y,q:ae,Q:wk,s:xk,S:ZN,u:QN,U:eO,V:tO,w:nO,W:rO,x:null,X:null,y:iO,Y:oO,Z:lO,"%":yk},T={a:N,A:M,b:L,B:q,c:I,d:mk,e:mk,f:kN,g:hk,G:fk,H:gk,I:gk,j:xN,L:SN,m:wN,M:$N,p:P,q:yN,Q:RN,s:CN,S:_N,u:hN,U:mN,V:gN,w:fN,W:bN,x:E,X:K,y:hk,Y:fk,Z:vN,"%":TN};$.x=S(t,$),$.X=S(r,$),$.c=S(n,$),x.x=S(t,x),x.X=S(r,x),x.c=S(n,x);function S(O,W){return function(Z){var D=[],we=-1,te=0,$e=O.length,Ve,Lt,Hi;for(Z instanceof Date||(Z=new Date(+Z));++we<$e;)O.charCodeAt(we)===37&&(D.push(O.slice(te,we)),(Lt=pk[Ve=O.charAt(++we)])!=null?Ve=O.charAt(++we):Lt=Ve==="e"?" ":"0",(Hi=W[Ve])&&(Ve=Hi(Z,Lt)),D.push(Ve),te=we+1);return D.push(O.slice(te,we)),D.join("")}}function k(O,W){return function(Z){var D=hu(1900,void 0,1),we=R(D,O,Z+="",0),te,$e;if(we!=Z.length)return null;if("Q"in D)return new Date(D.Q);if("s"in D)return new Date(D.s*1e3+("L"in D?D.L:0));if(W&&!("Z"in D)&&(D.Z=0),"p"in D&&(D.H=D.H%12+D.p*12),D.m===void 0&&(D.m="q"in D?D.q:0),"V"in D){if(D.V<1||D.V>53)return null;"w"in D||(D.w=1),"Z"in D?(te=tb(hu(D.y,0,1)),$e=te.getUTCDay(),te=$e>4||$e===0?ro.ceil(te):ro(te),te=va.offset(te,(D.V-1)*7),D.y=te.getUTCFullYear(),D.m=te.getUTCMonth(),D.d=te.getUTCDate()+(D.w+6)%7):(te=eb(hu(D.y,0,1)),$e=te.getDay(),te=$e>4||$e===0?to.ceil(te):to(te),te=Mr.offset(te,(D.V-1)*7),D.y=te.getFullYear(),D.m=te.getMonth(),D.d=te.getDate()+(D.w+6)%7)}else("W"in D||"U"in D)&&("w"in D||(D.w="u"in D?D.u%7:"W"in D?1:0),$e="Z"in D?tb(hu(D.y,0,1)).getUTCDay():eb(hu(D.y,0,1)).getDay(),D.m=0,D.d="W"in D?(D.w+6)%7+D.W*7-($e+5)%7:D.w+D.U*7-($e+6)%7);return"Z"in D?(D.H+=D.Z/100|0,D.M+=D.Z%100,tb(D)):eb(D)}}function R(O,W,Z,D){for(var we=0,te=W.length,$e=Z.length,Ve,Lt;we<te;){if(D>=$e)return-1;if(Ve=W.charCodeAt(we++),Ve===37){if(Ve=W.charAt(we++),Lt=T[Ve in pk?W.charAt(we++):Ve],!Lt||(D=Lt(O,Z,D))<0)return-1}else if(Ve!=Z.charCodeAt(D++))return-1}return D}function P(O,W,Z){var D=u.exec(W.slice(Z));return D?(O.p=c.get(D[0].toLowerCase()),Z+D[0].length):-1}function N(O,W,Z){var D=f.exec(W.slice(Z));return D?(O.w=m.get(D[0].toLowerCase()),Z+D[0].length):-1}function M(O,W,Z){var D=p.exec(W.slice(Z));return D?(O.w=d.get(D[0].toLowerCase()),Z+D[0].length):-1}function L(O,W,Z){var D=b.exec(W.slice(Z));return D?(O.m=w.get(D[0].toLowerCase()),Z+D[0].length):-1}function q(O,W,Z){var D=g.exec(W.slice(Z));return D?(O.m=v.get(D[0].toLowerCase()),Z+D[0].length):-1}function I(O,W,Z){return R(O,n,W,Z)}function E(O,W,Z){return R(O,t,W,Z)}function K(O,W,Z){return R(O,r,W,Z)}function B(O){return o[O.getDay()]}function Q(O){return s[O.getDay()]}function F(O){return l[O.getMonth()]}function j(O){return a[O.getMonth()]}function G(O){return i[+(O.getHours()>=12)]}function J(O){return 1+~~(O.getMonth()/3)}function A(O){return o[O.getUTCDay()]}function X(O){return s[O.getUTCDay()]}function oe(O){return l[O.getUTCMonth()]}function be(O){return a[O.getUTCMonth()]}function Y(O){return i[+(O.getUTCHours()>=12)]}function ae(O){return 1+~~(O.getUTCMonth()/3)}return{format:function(O){var W=S(O+="",$);return W.toString=function(){return O},W},parse:function(O){var W=k(O+="",!1);return W.toString=function(){return O},W},utcFormat:function(O){var W=S(O+="",x);return W.toString=function(){return O},W},utcParse:function(O){var W=k(O+="",!0);return W.toString=function(){return O},W}}}var pk={"-":"",_:" ",0:"0"},$t=/^\s*\d+/,cN=/^%/,dN=/[\\^$*+?|[\]().{}]/g;function xe(e,n,t){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<t?new Array(t-s+1).join(n)+i:i)}function pN(e){return e.replace(dN,"\\$&")}function mu(e){return new RegExp("^(?:"+e.map(pN).join("|")+")","i")}function gu(e){return new Map(e.map((n,t)=>[n.toLowerCase(),t]))}function fN(e,n,t){var r=$t.exec(n.slice(t,t+1));return r?(e.w=+r[0],t+r[0].length):-1}function hN(e,n,t){var r=$t.exec(n.slice(t,t+1));return r?(e.u=+r[0],t+r[0].length):-1}function mN(e,n,t){var r=$t.exec(n.slice(t,t+2));return r?(e.U=+r[0],t+r[0].length):-1}function gN(e,n,t){var r=$t.exec(n.slice(t,t+2));return r?(e.V=+r[0],t+r[0].length):-1}function bN(e,n,t){var r=$t.exec(n.slice(t,t+2));return r?(e.W=+r[0],t+r[0].length):-1}function fk(e,n,t){var r=$t.exec(n.slice(t,t+4));return r?(e.y=+r[0],t+r[0].length):-1}function hk(e,n,t){var r=$t.exec(n.slice(t,t+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),t+r[0].length):-1}function vN(e,n,t){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(n.slice(t,t+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),t+r[0].length):-1}function yN(e,n,t){var r=$t.exec(n.slice(t,t+1));return r?(e.q=r[0]*3-3,t+r[0].length):-1}function wN(e,n,t){var r=$t.exec(n.slice(t,t+2));return r?(e.m=r[0]-1,t+r[0].length):-1}function mk(e,n,t){var r=$t.exec(n.slice(t,t+2));return r?(e.d=+r[0],t+r[0].length):-1}function xN(e,n,t){var r=$t.exec(n.slice(t,t+3));return r?(e.m=0,e.d=+r[0],t+r[0].length):-1}function gk(e,n,t){var r=$t.exec(n.slice(t,t+2));return r?(e.H=+r[0],t+r[0].length):-1}function $N(e,n,t){var r=$t.exec(n.slice(t,t+2));return r?(e.M=+r[0],t+r[0].length):-1}function _N(e,n,t){var r=$t.exec(n.slice(t,t+2));return r?(e.S=+r[0],t+r[0].length):-1}function SN(e,n,t){var r=$t.exec(n.slice(t,t+3));return r?(e.L=+r[0],t+r[0].length):-1}function kN(e,n,t){var r=$t.exec(n.slice(t,t+6));return r?(e.L=Math.floor(r[0]/1e3),t+r[0].length):-1}function TN(e,n,t){var r=cN.exec(n.slice(t,t+1));return r?t+r[0].length:-1}function RN(e,n,t){var r=$t.exec(n.slice(t));return r?(e.Q=+r[0],t+r[0].length):-1}function CN(e,n,t){var r=$t.exec(n.slice(t));return r?(e.s=+r[0],t+r[0].length):-1}function bk(e,n){return xe(e.getDate(),n,2)}function AN(e,n){return xe(e.getHours(),n,2)}function EN(e,n){return xe(e.getHours()%12||12,n,2)}function PN(e,n){return xe(1+Mr.count(en(e),e),n,3)}function $k(e,n){return xe(e.getMilliseconds(),n,3)}function MN(e,n){return $k(e,n)+"000"}function DN(e,n){return xe(e.getMonth()+1,n,2)}function LN(e,n){return xe(e.getMinutes(),n,2)}function NN(e,n){return xe(e.getSeconds(),n,2)}function ON(e){var n=e.getDay();return n===0?7:n}function IN(e,n){return xe(Dr.count(en(e)-1,e),n,2)}function _k(e){var n=e.getDay();return n>=4||n===0?xi(e):xi.ceil(e)}function zN(e,n){return e=_k(e),xe(xi.count(en(e),e)+(en(e).getDay()===4),n,2)}function BN(e){return e.getDay()}function FN(e,n){return xe(to.count(en(e)-1,e),n,2)}function HN(e,n){return xe(e.getFullYear()%100,n,2)}function VN(e,n){return e=_k(e),xe(e.getFullYear()%100,n,2)}function KN(e,n){return xe(e.getFullYear()%1e4,n,4)}function jN(e,n){var t=e.getDay();return e=t>=4||t===0?xi(e):xi.ceil(e),xe(e.getFullYear()%1e4,n,4)}function qN(e){var n=e.getTimezoneOffset();return(n>0?"-":(n*=-1,"+"))+xe(n/60|0,"0",2)+xe(n%60,"0",2)}function vk(e,n){return xe(e.getUTCDate(),n,2)}function UN(e,n){return xe(e.getUTCHours(),n,2)}function WN(e,n){return xe(e.getUTCHours()%12||12,n,2)}function GN(e,n){return xe(1+va.count(tn(e),e),n,3)}function Sk(e,n){return xe(e.getUTCMilliseconds(),n,3)}function YN(e,n){return Sk(e,n)+"000"}function XN(e,n){return xe(e.getUTCMonth()+1,n,2)}function JN(e,n){return xe(e.getUTCMinutes(),n,2)}function ZN(e,n){return xe(e.getUTCSeconds(),n,2)}function QN(e){var n=e.getUTCDay();return n===0?7:n}function eO(e,n){return xe(Lr.count(tn(e)-1,e),n,2)}function kk(e){var n=e.getUTCDay();return n>=4||n===0?$i(e):$i.ceil(e)}function tO(e,n){return e=kk(e),xe($i.count(tn(e),e)+(tn(e).getUTCDay()===4),n,2)}function nO(e){return e.getUTCDay()}function rO(e,n){return xe(ro.count(tn(e)-1,e),n,2)}function iO(e,n){return xe(e.getUTCFullYear()%100,n,2)}function sO(e,n){return e=kk(e),xe(e.getUTCFullYear()%100,n,2)}function oO(e,n){return xe(e.getUTCFullYear()%1e4,n,4)}function aO(e,n){var t=e.getUTCDay();return e=t>=4||t===0?$i(e):$i.ceil(e),xe(e.getUTCFullYear()%1e4,n,4)}function lO(){return"+0000"}function yk(){return"%"}function wk(e){return+e}function xk(e){return Math.floor(+e/1e3)}var ya,bu,uO,Nr,Tk;cO({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function cO(e){return ya=uN(e),bu=ya.format,uO=ya.parse,Nr=ya.utcFormat,Tk=ya.utcParse,ya}var Rk="%Y-%m-%dT%H:%M:%S.%LZ";function dO(e){return e.toISOString()}var eq=Date.prototype.toISOString?dO:Nr(Rk);function pO(e){var n=new Date(e);return isNaN(n)?null:n}var tq=+new Date("2000-01-01T00:00:00.000Z")?pO:Tk(Rk);function Or(e,n){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(n).domain(e);break}return this}function Ep(e,n){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof n=="function"?this.interpolator(n):this.range(n);break}}return this}var Ap=Symbol("implicit");function Pp(){var e=new kn,n=[],t=[],r=Ap;function i(s){let o=e.get(s);if(o===void 0){if(r!==Ap)return r;e.set(s,o=n.push(s)-1)}return t[o%t.length]}return i.domain=function(s){if(!arguments.length)return n.slice();n=[],e=new kn;for(let o of s)e.has(o)||e.set(o,n.push(o)-1);return i},i.range=function(s){return arguments.length?(t=Array.from(s),i):t.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return Pp(n,t).unknown(r)},Or.apply(i,arguments),i}function wa(){var e=Pp().unknown(void 0),n=e.domain,t=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function p(){var d=n().length,f=i<r,m=f?i:r,g=f?r:i;s=(g-m)/Math.max(1,d-l+u*2),a&&(s=Math.floor(s)),m+=(g-m-s*(d-l))*c,o=s*(1-l),a&&(m=Math.round(m),o=Math.round(o));var v=ra(d).map(function(b){return m+s*b});return t(f?v.reverse():v)}return e.domain=function(d){return arguments.length?(n(d),p()):n()},e.range=function(d){return arguments.length?([r,i]=d,r=+r,i=+i,p()):[r,i]},e.rangeRound=function(d){return[r,i]=d,r=+r,i=+i,a=!0,p()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(d){return arguments.length?(a=!!d,p()):a},e.padding=function(d){return arguments.length?(l=Math.min(1,u=+d),p()):l},e.paddingInner=function(d){return arguments.length?(l=Math.min(1,d),p()):l},e.paddingOuter=function(d){return arguments.length?(u=+d,p()):u},e.align=function(d){return arguments.length?(c=Math.max(0,Math.min(1,d)),p()):c},e.copy=function(){return wa(n(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},Or.apply(p(),arguments)}function Nk(e){var n=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return Nk(n())},e}function Ok(){return Nk(wa.apply(null,arguments).paddingInner(1))}function fO(e){return function(){return e}}function nb(e){return+e}var Ck=[0,1];function Dn(e){return e}function rb(e,n){return(n-=e=+e)?function(t){return(t-e)/n}:fO(isNaN(n)?NaN:.5)}function hO(e,n){var t;return e>n&&(t=e,e=n,n=t),function(r){return Math.max(e,Math.min(n,r))}}function mO(e,n,t){var r=e[0],i=e[1],s=n[0],o=n[1];return i<r?(r=rb(i,r),s=t(o,s)):(r=rb(r,i),s=t(s,o)),function(a){return s(r(a))}}function gO(e,n,t){var r=Math.min(e.length,n.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),n=n.slice().reverse());++o<r;)i[o]=rb(e[o],e[o+1]),s[o]=t(n[o],n[o+1]);return function(a){var l=na(e,a,1,r)-1;return s[l](i[l](a))}}function vu(e,n){return n.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function Mp(){var e=Ck,n=Ck,t=da,r,i,s,o=Dn,a,l,u;function c(){var d=Math.min(e.length,n.length);return o!==Dn&&(o=hO(e[0],e[d-1])),a=d>2?gO:mO,l=u=null,p}function p(d){return d==null||isNaN(d=+d)?s:(l||(l=a(e.map(r),n,t)))(r(o(d)))}return p.invert=function(d){return o(i((u||(u=a(n,e.map(r),pt)))(d)))},p.domain=function(d){return arguments.length?(e=Array.from(d,nb),c()):e.slice()},p.range=function(d){return arguments.length?(n=Array.from(d),c()):n.slice()},p.rangeRound=function(d){return n=Array.from(d),t=Xl,c()},p.clamp=function(d){return arguments.length?(o=d?!0:Dn,c()):o!==Dn},p.interpolate=function(d){return arguments.length?(t=d,c()):t},p.unknown=function(d){return arguments.length?(s=d,p):s},function(d,f){return r=d,i=f,c()}}function Ik(){return Mp()(Dn,Dn)}function bO(e,n,t,r){var i=ql(e,n,t),s;switch(r=fa(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(n));return r.precision==null&&!isNaN(s=Z_(i,o))&&(r.precision=s),mg(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=Q_(i,Math.max(Math.abs(e),Math.abs(n))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=J_(i))&&(r.precision=s-(r.type==="%")*2);break}}return Ar(r)}function yu(e){var n=e.domain;return e.ticks=function(t){var r=n();return ts(r[0],r[r.length-1],t??10)},e.tickFormat=function(t,r){var i=n();return bO(i[0],i[i.length-1],t??10,r)},e.nice=function(t){t==null&&(t=10);var r=n(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=ea(o,a,t),u===l)return r[i]=o,r[s]=a,n(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function wu(){var e=Ik();return e.copy=function(){return vu(e,wu())},Or.apply(e,arguments),yu(e)}function ib(e){var n;function t(r){return r==null||isNaN(r=+r)?n:r}return t.invert=t,t.domain=t.range=function(r){return arguments.length?(e=Array.from(r,nb),t):e.slice()},t.unknown=function(r){return arguments.length?(n=r,t):n},t.copy=function(){return ib(e).unknown(n)},e=arguments.length?Array.from(e,nb):[0,1],yu(t)}function zk(e,n){e=e.slice();var t=0,r=e.length-1,i=e[t],s=e[r],o;return s<i&&(o=t,t=r,r=o,o=i,i=s,s=o),e[t]=n.floor(i),e[r]=n.ceil(s),e}function Ak(e){return Math.log(e)}function Ek(e){return Math.exp(e)}function vO(e){return-Math.log(-e)}function yO(e){return-Math.exp(-e)}function wO(e){return isFinite(e)?+("1e"+e):e<0?0:e}function xO(e){return e===10?wO:e===Math.E?Math.exp:n=>Math.pow(e,n)}function $O(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),n=>Math.log(n)/e)}function Pk(e){return(n,t)=>-e(-n,t)}function Bk(e){let n=e(Ak,Ek),t=n.domain,r=10,i,s;function o(){return i=$O(r),s=xO(r),t()[0]<0?(i=Pk(i),s=Pk(s),e(vO,yO)):e(Ak,Ek),n}return n.base=function(a){return arguments.length?(r=+a,o()):r},n.domain=function(a){return arguments.length?(t(a),o()):t()},n.ticks=a=>{let l=t(),u=l[0],c=l[l.length-1],p=c<u;p&&([u,c]=[c,u]);let d=i(u),f=i(c),m,g,v=a==null?10:+a,b=[];if(!(r%1)&&f-d<v){if(d=Math.floor(d),f=Math.ceil(f),u>0){for(;d<=f;++d)for(m=1;m<r;++m)if(g=d<0?m/s(-d):m*s(d),!(g<u)){if(g>c)break;b.push(g)}}else for(;d<=f;++d)for(m=r-1;m>=1;--m)if(g=d>0?m/s(-d):m*s(d),!(g<u)){if(g>c)break;b.push(g)}b.length*2<v&&(b=ts(u,c,v))}else b=ts(d,f,Math.min(f-d,v)).map(s);return p?b.reverse():b},n.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=fa(l)).precision==null&&(l.trim=!0),l=Ar(l)),a===1/0)return l;let u=Math.max(1,r*a/n.ticks().length);return c=>{let p=c/s(Math.round(i(c)));return p*r<r-.5&&(p*=r),p<=u?l(c):""}},n.nice=()=>t(zk(t(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),n}function sb(){let e=Bk(Mp()).domain([1,10]);return e.copy=()=>vu(e,sb()).base(e.base()),Or.apply(e,arguments),e}function Mk(e){return function(n){return Math.sign(n)*Math.log1p(Math.abs(n/e))}}function Dk(e){return function(n){return Math.sign(n)*Math.expm1(Math.abs(n))*e}}function Fk(e){var n=1,t=e(Mk(n),Dk(n));return t.constant=function(r){return arguments.length?e(Mk(n=+r),Dk(n)):n},yu(t)}function ob(){var e=Fk(Mp());return e.copy=function(){return vu(e,ob()).constant(e.constant())},Or.apply(e,arguments)}function Lk(e){return function(n){return n<0?-Math.pow(-n,e):Math.pow(n,e)}}function _O(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function SO(e){return e<0?-e*e:e*e}function Hk(e){var n=e(Dn,Dn),t=1;function r(){return t===1?e(Dn,Dn):t===.5?e(_O,SO):e(Lk(t),Lk(1/t))}return n.exponent=function(i){return arguments.length?(t=+i,r()):t},yu(n)}function ab(){var e=Hk(Mp());return e.copy=function(){return vu(e,ab()).exponent(e.exponent())},Or.apply(e,arguments),e}function lb(){var e=[],n=[],t=[],r;function i(){var o=0,a=Math.max(1,n.length);for(t=new Array(a-1);++o<a;)t[o-1]=K1(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:n[na(t,o)]}return s.invertExtent=function(o){var a=n.indexOf(o);return a<0?[NaN,NaN]:[a>0?t[a-1]:e[0],a<t.length?t[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(zt),i()},s.range=function(o){return arguments.length?(n=Array.from(o),i()):n.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return t.slice()},s.copy=function(){return lb().domain(e).range(n).unknown(r)},Or.apply(s,arguments)}function ub(){var e=[.5],n=[0,1],t,r=1;function i(s){return s!=null&&s<=s?n[na(e,s,0,r)]:t}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,n.length-1),i):e.slice()},i.range=function(s){return arguments.length?(n=Array.from(s),r=Math.min(e.length,n.length-1),i):n.slice()},i.invertExtent=function(s){var o=n.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(t=s,i):t},i.copy=function(){return ub().domain(e).range(n).unknown(t)},Or.apply(i,arguments)}function kO(e){return new Date(e)}function TO(e){return e instanceof Date?+e:Math.round(e)}function cb(e,n,t,r,i,s,o,a,l,u){var c=Ik(),p=c.invert,d=c.domain,f=u(".%L"),m=u(":%S"),g=u("%I:%M"),v=u("%I %p"),b=u("%a %d"),w=u("%b %d"),$=u("%B"),x=u("%Y");function T(S){return(l(S)<S?f:a(S)<S?m:o(S)<S?g:s(S)<S?v:r(S)<S?i(S)<S?b:w:t(S)<S?$:x)(S)}return c.invert=function(S){return new Date(Math.round(p(S)))},c.domain=function(S){return arguments.length?d(Array.from(S,TO)):d().map(kO)},c.ticks=function(S){var k=d();return e(k[0],k[k.length-1],S??10)},c.tickFormat=function(S,k){return k==null?T:u(k)},c.nice=function(S){var k=d();return(!S||typeof S.range!="function")&&(S=n(k[0],k[k.length-1],S??10)),S?d(zk(k,S)):c},c.copy=function(){return vu(c,cb(e,n,t,r,i,s,o,a,l,u))},c}function Vk(){return Or.apply(cb(ck,dk,en,io,Dr,Mr,Zs,Xs,qt,bu).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function Kk(){return Or.apply(cb(uk,Cp,tn,so,Lr,va,Qs,Js,qt,Nr).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function Dp(e,n){return n.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function Lp(){var e=0,n=.5,t=1,r=1,i,s,o,a,l,u=Dn,c,p=!1,d;function f(g){return g==null||isNaN(g=+g)?d:(g=.5+((g=+c(g))-s)*(r*g<r*s?a:l),u(p?Math.max(0,Math.min(1,g)):g))}f.domain=function(g){return arguments.length?([e,n,t]=g,i=c(e=+e),s=c(n=+n),o=c(t=+t),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,f):[e,n,t]},f.clamp=function(g){return arguments.length?(p=!!g,f):p},f.interpolator=function(g){return arguments.length?(u=g,f):u};function m(g){return function(v){var b,w,$;return arguments.length?([b,w,$]=v,u=is(g,[b,w,$]),f):[u(0),u(.5),u(1)]}}return f.range=m(da),f.rangeRound=m(Xl),f.unknown=function(g){return arguments.length?(d=g,f):d},function(g){return c=g,i=g(e),s=g(n),o=g(t),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,f}}function db(){var e=yu(Lp()(Dn));return e.copy=function(){return Dp(e,db())},Ep.apply(e,arguments)}function pb(){var e=Bk(Lp()).domain([.1,1,10]);return e.copy=function(){return Dp(e,pb()).base(e.base())},Ep.apply(e,arguments)}function fb(){var e=Fk(Lp());return e.copy=function(){return Dp(e,fb()).constant(e.constant())},Ep.apply(e,arguments)}function hb(){var e=Hk(Lp());return e.copy=function(){return Dp(e,hb()).exponent(e.exponent())},Ep.apply(e,arguments)}function de(e){for(var n=e.length/6|0,t=new Array(n),r=0;r<n;)t[r]="#"+e.slice(r*6,++r*6);return t}var jk=de("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),qk=de("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),Uk=de("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),Wk=de("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),Gk=de("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),Yk=de("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),Xk=de("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),Jk=de("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),Zk=de("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),Qk=de("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),e2=de("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),Be=e=>N_(e[e.length-1]),mb=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(de),gb=Be(mb),bb=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(de),vb=Be(bb),yb=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(de),wb=Be(yb),xb=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(de),$b=Be(xb),Ip=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(de),xu=Be(Ip),_b=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(de),Sb=Be(_b),zp=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(de),$u=Be(zp),kb=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(de),Tb=Be(kb),Rb=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(de),Cb=Be(Rb),Ab=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(de),Eb=Be(Ab),Pb=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(de),Mb=Be(Pb),Db=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(de),Lb=Be(Db),Nb=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(de),Ob=Be(Nb),Ib=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(de),zb=Be(Ib),Bb=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(de),Fb=Be(Bb),Hb=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(de),Vb=Be(Hb),Kb=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(de),jb=Be(Kb),qb=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(de),Ub=Be(qb),Wb=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(de),Gb=Be(Wb),Yb=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(de),Xb=Be(Yb),Jb=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(de),Zb=Be(Jb),Qb=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(de),ev=Be(Qb),tv=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(de),nv=Be(tv),rv=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(de),iv=Be(rv),sv=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(de),ov=Be(sv),av=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(de),lv=Be(av),uv=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(de),cv=Be(uv);function dv(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var pv=rp(Rn(300,.5,0),Rn(-240,.5,1)),fv=rp(Rn(-100,.75,.35),Rn(80,1.5,.8)),hv=rp(Rn(260,.75,.35),Rn(80,1.5,.8)),Np=Rn();function mv(e){(e<0||e>1)&&(e-=Math.floor(e));var n=Math.abs(e-.5);return Np.h=360*e-100,Np.s=1.5-1.5*n,Np.l=.8-.9*n,Np+""}var Op=er(),RO=Math.PI/3,CO=Math.PI*2/3;function gv(e){var n;return e=(.5-e)*Math.PI,Op.r=255*(n=Math.sin(e))*n,Op.g=255*(n=Math.sin(e+RO))*n,Op.b=255*(n=Math.sin(e+CO))*n,Op+""}function bv(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function Bp(e){var n=e.length;return function(t){return e[Math.max(0,Math.min(n-1,Math.floor(t*n)))]}}var vv=Bp(de("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),yv=Bp(de("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),wv=Bp(de("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),xv=Bp(de("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function _t(e){return function(){return e}}var o2=Math.cos;var kv=Math.min,Fp=Math.sin,ht=Math.sqrt,t2=1e-12,_u=Math.PI,fq=_u/2,qp=2*_u;function a2(e){let n=3;return e.digits=function(t){if(!arguments.length)return n;if(t==null)n=null;else{let r=Math.floor(t);if(!(r>=0))throw new RangeError(`invalid digits: ${t}`);n=r}return e},()=>new Gs(n)}var hq=Array.prototype.slice;function l2(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function u2(e){this._context=e}u2.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2;default:this._context.lineTo(e,n);break}}};function oo(e){return new u2(e)}function c2(e){return e[0]}function d2(e){return e[1]}function Tv(e,n){var t=_t(!0),r=null,i=oo,s=null,o=a2(a);e=typeof e=="function"?e:e===void 0?c2:_t(e),n=typeof n=="function"?n:n===void 0?d2:_t(n);function a(l){var u,c=(l=l2(l)).length,p,d=!1,f;for(r==null&&(s=i(f=o())),u=0;u<=c;++u)!(u<c&&t(p=l[u],u,l))===d&&((d=!d)?s.lineStart():s.lineEnd()),d&&s.point(+e(p,u,l),+n(p,u,l));if(f)return s=null,f+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:_t(+l),a):e},a.y=function(l){return arguments.length?(n=typeof l=="function"?l:_t(+l),a):n},a.defined=function(l){return arguments.length?(t=typeof l=="function"?l:_t(!!l),a):t},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function p2(e,n,t){var r=null,i=_t(!0),s=null,o=oo,a=null,l=a2(u);e=typeof e=="function"?e:e===void 0?c2:_t(+e),n=typeof n=="function"?n:_t(n===void 0?0:+n),t=typeof t=="function"?t:t===void 0?d2:_t(+t);function u(p){var d,f,m,g=(p=l2(p)).length,v,b=!1,w,$=new Array(g),x=new Array(g);for(s==null&&(a=o(w=l())),d=0;d<=g;++d){if(!(d<g&&i(v=p[d],d,p))===b)if(b=!b)f=d,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),m=d-1;m>=f;--m)a.point($[m],x[m]);a.lineEnd(),a.areaEnd()}b&&($[d]=+e(v,d,p),x[d]=+n(v,d,p),a.point(r?+r(v,d,p):$[d],t?+t(v,d,p):x[d]))}if(w)return a=null,w+""||null}function c(){return Tv().defined(i).curve(o).context(s)}return u.x=function(p){return arguments.length?(e=typeof p=="function"?p:_t(+p),r=null,u):e},u.x0=function(p){return arguments.length?(e=typeof p=="function"?p:_t(+p),u):e},u.x1=function(p){return arguments.length?(r=p==null?null:typeof p=="function"?p:_t(+p),u):r},u.y=function(p){return arguments.length?(n=typeof p=="function"?p:_t(+p),t=null,u):n},u.y0=function(p){return arguments.length?(n=typeof p=="function"?p:_t(+p),u):n},u.y1=function(p){return arguments.length?(t=p==null?null:typeof p=="function"?p:_t(+p),u):t},u.lineX0=u.lineY0=function(){return c().x(e).y(n)},u.lineY1=function(){return c().x(e).y(t)},u.lineX1=function(){return c().x(r).y(n)},u.defined=function(p){return arguments.length?(i=typeof p=="function"?p:_t(!!p),u):i},u.curve=function(p){return arguments.length?(o=p,s!=null&&(a=o(s)),u):o},u.context=function(p){return arguments.length?(p==null?s=a=null:a=o(s=p),u):s},u}var mq=AO(oo);function f2(e){this._curve=e}f2.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,n){this._curve.point(n*Math.sin(e),n*-Math.cos(e))}};function AO(e){function n(t){return new f2(e(t))}return n._curve=e,n}var Hp=class{constructor(n,t){this._context=n,this._x=t}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(n,t){switch(n=+n,t=+t,this._point){case 0:{this._point=1,this._line?this._context.lineTo(n,t):this._context.moveTo(n,t);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+n)/2,this._y0,this._x0,t,n,t):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+t)/2,n,this._y0,n,t);break}}this._x0=n,this._y0=t}};function h2(e){return new Hp(e,!0)}function m2(e){return new Hp(e,!1)}var EO=ht(3),Rv={draw(e,n){let t=ht(n+kv(n/28,.75))*.59436,r=t/2,i=r*EO;e.moveTo(0,t),e.lineTo(0,-t),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},ao={draw(e,n){let t=ht(n/_u);e.moveTo(t,0),e.arc(0,0,t,0,qp)}},Cv={draw(e,n){let t=ht(n/5)/2;e.moveTo(-3*t,-t),e.lineTo(-t,-t),e.lineTo(-t,-3*t),e.lineTo(t,-3*t),e.lineTo(t,-t),e.lineTo(3*t,-t),e.lineTo(3*t,t),e.lineTo(t,t),e.lineTo(t,3*t),e.lineTo(-t,3*t),e.lineTo(-t,t),e.lineTo(-3*t,t),e.closePath()}},g2=ht(1/3),PO=g2*2,Av={draw(e,n){let t=ht(n/PO),r=t*g2;e.moveTo(0,-t),e.lineTo(r,0),e.lineTo(0,t),e.lineTo(-r,0),e.closePath()}},Ev={draw(e,n){let t=ht(n)*.62625;e.moveTo(0,-t),e.lineTo(t,0),e.lineTo(0,t),e.lineTo(-t,0),e.closePath()}},Pv={draw(e,n){let t=ht(n-kv(n/7,2))*.87559;e.moveTo(-t,0),e.lineTo(t,0),e.moveTo(0,t),e.lineTo(0,-t)}},Mv={draw(e,n){let t=ht(n),r=-t/2;e.rect(r,r,t,t)}},Dv={draw(e,n){let t=ht(n)*.4431;e.moveTo(t,t),e.lineTo(t,-t),e.lineTo(-t,-t),e.lineTo(-t,t),e.closePath()}},MO=.8908130915292852,b2=Fp(_u/10)/Fp(7*_u/10),DO=Fp(qp/10)*b2,LO=-o2(qp/10)*b2,Lv={draw(e,n){let t=ht(n*MO),r=DO*t,i=LO*t;e.moveTo(0,-t),e.lineTo(r,i);for(let s=1;s<5;++s){let o=qp*s/5,a=o2(o),l=Fp(o);e.lineTo(l*t,-a*t),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},$v=ht(3),Nv={draw(e,n){let t=-ht(n/($v*3));e.moveTo(0,t*2),e.lineTo(-$v*t,-t),e.lineTo($v*t,-t),e.closePath()}},NO=ht(3),Ov={draw(e,n){let t=ht(n)*.6824,r=t/2,i=t*NO/2;e.moveTo(0,-t),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},Ln=-.5,Nn=ht(3)/2,Sv=1/ht(12),OO=(Sv/2+1)*3,Iv={draw(e,n){let t=ht(n/OO),r=t/2,i=t*Sv,s=r,o=t*Sv+t,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo(Ln*r-Nn*i,Nn*r+Ln*i),e.lineTo(Ln*s-Nn*o,Nn*s+Ln*o),e.lineTo(Ln*a-Nn*l,Nn*a+Ln*l),e.lineTo(Ln*r+Nn*i,Ln*i-Nn*r),e.lineTo(Ln*s+Nn*o,Ln*o-Nn*s),e.lineTo(Ln*a+Nn*l,Ln*l-Nn*a),e.closePath()}},zv={draw(e,n){let t=ht(n-kv(n/6,1.7))*.6189;e.moveTo(-t,-t),e.lineTo(t,t),e.moveTo(-t,t),e.lineTo(t,-t)}},v2=[ao,Cv,Av,Mv,Lv,Nv,Iv],y2=[ao,Pv,zv,Ov,Rv,Dv,Ev];function as(){}function Vp(e,n,t){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+n)/6,(e._y0+4*e._y1+t)/6)}function Up(e){this._context=e}Up.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:Vp(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:Vp(this,e,n);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=n}};function w2(e){return new Up(e)}function x2(e){this._context=e}x2.prototype={areaStart:as,areaEnd:as,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._x2=e,this._y2=n;break;case 1:this._point=2,this._x3=e,this._y3=n;break;case 2:this._point=3,this._x4=e,this._y4=n,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+n)/6);break;default:Vp(this,e,n);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=n}};function $2(e){return new x2(e)}function _2(e){this._context=e}_2.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var t=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+n)/6;this._line?this._context.lineTo(t,r):this._context.moveTo(t,r);break;case 3:this._point=4;default:Vp(this,e,n);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=n}};function S2(e){return new _2(e)}function k2(e,n){this._basis=new Up(e),this._beta=n}k2.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,n=this._y,t=e.length-1;if(t>0)for(var r=e[0],i=n[0],s=e[t]-r,o=n[t]-i,a=-1,l;++a<=t;)l=a/t,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*n[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,n){this._x.push(+e),this._y.push(+n)}};var T2=(function e(n){function t(r){return n===1?new Up(r):new k2(r,n)}return t.beta=function(r){return e(+r)},t})(.85);function Kp(e,n,t){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-n),e._y2+e._k*(e._y1-t),e._x2,e._y2)}function Bv(e,n){this._context=e,this._k=(1-n)/6}Bv.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:Kp(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2,this._x1=e,this._y1=n;break;case 2:this._point=3;default:Kp(this,e,n);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var R2=(function e(n){function t(r){return new Bv(r,n)}return t.tension=function(r){return e(+r)},t})(0);function Fv(e,n){this._context=e,this._k=(1-n)/6}Fv.prototype={areaStart:as,areaEnd:as,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._x3=e,this._y3=n;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=n);break;case 2:this._point=3,this._x5=e,this._y5=n;break;default:Kp(this,e,n);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var C2=(function e(n){function t(r){return new Fv(r,n)}return t.tension=function(r){return e(+r)},t})(0);function Hv(e,n){this._context=e,this._k=(1-n)/6}Hv.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:Kp(this,e,n);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var A2=(function e(n){function t(r){return new Hv(r,n)}return t.tension=function(r){return e(+r)},t})(0);function Vv(e,n,t){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>t2){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>t2){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-n*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-t*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function E2(e,n){this._context=e,this._alpha=n}E2.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){if(e=+e,n=+n,this._point){var t=this._x2-e,r=this._y2-n;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(t*t+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2;break;case 2:this._point=3;default:Vv(this,e,n);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var P2=(function e(n){function t(r){return n?new E2(r,n):new Bv(r,0)}return t.alpha=function(r){return e(+r)},t})(.5);function M2(e,n){this._context=e,this._alpha=n}M2.prototype={areaStart:as,areaEnd:as,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,n){if(e=+e,n=+n,this._point){var t=this._x2-e,r=this._y2-n;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(t*t+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=n;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=n);break;case 2:this._point=3,this._x5=e,this._y5=n;break;default:Vv(this,e,n);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var D2=(function e(n){function t(r){return n?new M2(r,n):new Fv(r,0)}return t.alpha=function(r){return e(+r)},t})(.5);function L2(e,n){this._context=e,this._alpha=n}L2.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){if(e=+e,n=+n,this._point){var t=this._x2-e,r=this._y2-n;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(t*t+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:Vv(this,e,n);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var N2=(function e(n){function t(r){return n?new L2(r,n):new Hv(r,0)}return t.alpha=function(r){return e(+r)},t})(.5);function O2(e){this._context=e}O2.prototype={areaStart:as,areaEnd:as,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,n){e=+e,n=+n,this._point?this._context.lineTo(e,n):(this._point=1,this._context.moveTo(e,n))}};function I2(e){return new O2(e)}function n2(e){return e<0?-1:1}function r2(e,n,t){var r=e._x1-e._x0,i=n-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(t-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(n2(s)+n2(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function i2(e,n){var t=e._x1-e._x0;return t?(3*(e._y1-e._y0)/t-n)/2:n}function _v(e,n,t){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*n,s-a,o-a*t,s,o)}function jp(e){this._context=e}jp.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:_v(this,this._t0,i2(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){var t=NaN;if(e=+e,n=+n,!(e===this._x1&&n===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2;break;case 2:this._point=3,_v(this,i2(this,t=r2(this,e,n)),t);break;default:_v(this,this._t0,t=r2(this,e,n));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=n,this._t0=t}}};function z2(e){this._context=new B2(e)}(z2.prototype=Object.create(jp.prototype)).point=function(e,n){jp.prototype.point.call(this,n,e)};function B2(e){this._context=e}B2.prototype={moveTo:function(e,n){this._context.moveTo(n,e)},closePath:function(){this._context.closePath()},lineTo:function(e,n){this._context.lineTo(n,e)},bezierCurveTo:function(e,n,t,r,i,s){this._context.bezierCurveTo(n,e,r,t,s,i)}};function F2(e){return new jp(e)}function H2(e){return new z2(e)}function V2(e){this._context=e}V2.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,n=this._y,t=e.length;if(t)if(this._line?this._context.lineTo(e[0],n[0]):this._context.moveTo(e[0],n[0]),t===2)this._context.lineTo(e[1],n[1]);else for(var r=s2(e),i=s2(n),s=0,o=1;o<t;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],n[o]);(this._line||this._line!==0&&t===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,n){this._x.push(+e),this._y.push(+n)}};function s2(e){var n,t=e.length-1,r,i=new Array(t),s=new Array(t),o=new Array(t);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],n=1;n<t-1;++n)i[n]=1,s[n]=4,o[n]=4*e[n]+2*e[n+1];for(i[t-1]=2,s[t-1]=7,o[t-1]=8*e[t-1]+e[t],n=1;n<t;++n)r=i[n]/s[n-1],s[n]-=r,o[n]-=r*o[n-1];for(i[t-1]=o[t-1]/s[t-1],n=t-2;n>=0;--n)i[n]=(o[n]-i[n+1])/s[n];for(s[t-1]=(e[t]+i[t-1])/2,n=0;n<t-1;++n)s[n]=2*e[n+1]-i[n+1];return[i,s]}function K2(e){return new V2(e)}function Wp(e,n){this._context=e,this._t=n}Wp.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,n),this._context.lineTo(e,n);else{var t=this._x*(1-this._t)+e*this._t;this._context.lineTo(t,this._y),this._context.lineTo(t,n)}break}}this._x=e,this._y=n}};function j2(e){return new Wp(e,.5)}function q2(e){return new Wp(e,0)}function U2(e){return new Wp(e,1)}function On(e){return e!=null&&!Number.isNaN(e)}function Bt(e,n){return+On(n)-+On(e)||zt(e,n)}function lo(e,n){return+On(n)-+On(e)||fi(e,n)}function Su(e){return e!=null&&`${e}`!=""}function Kv(e){return isFinite(e)?e:NaN}function uo(e){return e>0&&isFinite(e)?e:NaN}function xa(e){return e<0&&isFinite(e)?e:NaN}function Gp(e,n){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof n=="function"?n(e):n;let t=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${IO(e.getUTCFullYear(),4)}-${_i(e.getUTCMonth()+1,2)}-${_i(e.getUTCDate(),2)}${t||r||i||s?`T${_i(t,2)}:${_i(r,2)}${i||s?`:${_i(i,2)}${s?`.${_i(s,3)}`:""}`:""}Z`:""}`}function IO(e){return e<0?`-${_i(-e,6)}`:e>9999?`+${_i(e,6)}`:_i(e,4)}function _i(e,n){return`${e}`.padStart(n,"0")}var zO=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function ku(e,n){return zO.test(e+="")?new Date(e):typeof n=="function"?n(e):n}function Si(e){if(e==null)return;let n=e[0],t=e[e.length-1];return fi(n,t)}var _a=1e3,us=_a*60,cs=us*60,zr=cs*24,Ir=zr*7,co=zr*30,ls=zr*365,jv=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",_a],["5 seconds",5*_a],["15 seconds",15*_a],["30 seconds",30*_a],["minute",us],["5 minutes",5*us],["15 minutes",15*us],["30 minutes",30*us],["hour",cs],["3 hours",3*cs],["6 hours",6*cs],["12 hours",12*cs],["day",zr],["2 days",2*zr],["week",Ir],["2 weeks",2*Ir],["month",co],["3 months",3*co],["6 months",6*co],["year",ls],["2 years",2*ls],["5 years",5*ls],["10 years",10*ls],["20 years",20*ls],["50 years",50*ls],["100 years",100*ls]],qv=new Map([["second",_a],["minute",us],["hour",cs],["day",zr],["monday",Ir],["tuesday",Ir],["wednesday",Ir],["thursday",Ir],["friday",Ir],["saturday",Ir],["sunday",Ir],["week",Ir],["month",co],["year",ls]]),G2=new Map([["second",qt],["minute",Xs],["hour",Zs],["day",Mr],["monday",to],["tuesday",Ug],["wednesday",Wg],["thursday",xi],["friday",Gg],["saturday",Yg],["sunday",Dr],["week",Dr],["month",io],["year",en]]),Uv=new Map([["second",qt],["minute",Js],["hour",Qs],["day",fu],["monday",ro],["tuesday",Xg],["wednesday",Jg],["thursday",$i],["friday",Zg],["saturday",Qg],["sunday",Lr],["week",Lr],["month",so],["year",tn]]),Sa=Symbol("intervalDuration"),Xp=Symbol("intervalType");for(let[e,n]of G2)n[Sa]=qv.get(e),n[Xp]="time";for(let[e,n]of Uv)n[Sa]=qv.get(e),n[Xp]="utc";var Tu=[["year",tn,"utc"],["month",so,"utc"],["day",fu,"utc",6*co],["hour",Qs,"utc",3*zr],["minute",Js,"utc",6*cs],["second",qt,"utc",30*us]],Yp=[["year",en,"time"],["month",io,"time"],["day",Mr,"time",6*co],["hour",Zs,"time",3*zr],["minute",Xs,"time",6*cs],["second",qt,"time",30*us]],BO=[Tu[0],Yp[0],Tu[1],Yp[1],Tu[2],Yp[2],...Tu.slice(3)];function Y2(e){let n=`${e}`.toLowerCase();n.endsWith("s")&&(n=n.slice(0,-1));let t=1,r=/^(?:(\d+)\s+)/.exec(n);switch(r&&(n=n.slice(r[0].length),t=+r[1]),n){case"quarter":n="month",t*=3;break;case"half":n="month",t*=6;break}let i=Uv.get(n);if(!i)throw new Error(`unknown interval: ${e}`);if(t>1&&!i.every)throw new Error(`non-periodic interval: ${n}`);return[n,t]}function Wv(e){return X2(Y2(e),"time")}function Ru(e){return X2(Y2(e),"utc")}function X2([e,n],t){let r=(t==="time"?G2:Uv).get(e);return n>1&&(r=r.every(n),r[Sa]=qv.get(e)*n,r[Xp]=t),r}function Gv(e,n){if(!(n>1))return;let t=e[Sa];if(!jv.some(([,i])=>i===t)||t%zr===0&&zr<t&&t<co)return;let[r]=jv[ta(([,i])=>Math.log(i)).center(jv,Math.log(t*n))];return(e[Xp]==="time"?Wv:Ru)(r)}function W2(e,n,t){let r=n==="time"?bu:Nr;if(t==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=FO(t);switch(e){case"millisecond":return $a(r(".%L"),r(":%M:%S"),i);case"second":return $a(r(":%S"),r("%-I:%M"),i);case"minute":return $a(r("%-I:%M"),r("%p"),i);case"hour":return $a(r("%-I %p"),r("%b %-d"),i);case"day":return $a(r("%-d"),r("%b"),i);case"month":return $a(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function FO(e){return e==="left"||e==="right"?(n,t)=>`
${n}
${t}`:e==="top"?(n,t)=>`${t}
${n}`:(n,t)=>`${n}
${t}`}function HO(e){return e==="time"?Yp:e==="utc"?Tu:BO}function J2(e,n,t){let r=Vt(W1(n,(i,s)=>Math.abs(s-i)));if(r<1e3)return W2("millisecond","utc",t);for(let[i,s,o,a]of HO(e)){if(r>a||i==="hour"&&!r)break;if(n.every(l=>s.floor(l)>=l))return W2(i,o,t)}}function $a(e,n,t){return(r,i,s)=>{let o=e(r,i),a=n(r,i),l=i-Si(s);return i!==l&&s[l]!==void 0&&a===n(s[l],l)?o:t(o,a)}}var Xv=Object.getPrototypeOf(Uint8Array),VO=Object.prototype.toString;function tr(e){return e instanceof Array||e instanceof Xv}function eT(e){return e instanceof Xv&&!KO(e)}function tT(e){return e?.prototype instanceof Xv&&!jO(e)}function KO(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function jO(e){return e===BigInt64Array||e===BigUint64Array}var Jv=Symbol("reindex");function qe(e,n,t){let r=typeof n;return r==="string"?yT(e)?Zv(e.getChild(n),t):Z2(e,Qv(n),t):r==="function"?Z2(e,n,t):r==="number"||n instanceof Date||r==="boolean"?Oe(e,mn(n),t):typeof n?.transform=="function"?Yv(n.transform(e),t):qO(Yv(n,t),e?.[Jv])}function qO(e,n){return e!=null&&n?Qp(e,n):e}function Z2(e,n,t){return Oe(e,tT(t)?(r,i)=>ey(n(r,i)):n,t)}function Yv(e,n){return n===void 0?Fr(e):wT(e)?Zv(e,n):e instanceof n?e:n.from(e,tT(n)&&!eT(e)?ey:void 0)}function Zv(e,n){return e==null?e:(n===void 0||n===Array)&&YO(e.type)?ty(Q2(e)):Yv(Q2(e),n)}function Q2(e){return e.nullCount?e.toJSON():e.toArray()}var ka=[null],Qv=e=>n=>{let t=n[e];return t===void 0&&n.type==="Feature"?n.properties?.[e]:t},nr={transform:Wt},Re={transform:e=>e};var nT=()=>1,rT=()=>!0,lt=e=>e==null?e:`${e}`,We=e=>e==null?e:+e;var Jp=e=>e?e[0]:void 0,Cu=e=>e?e[1]:void 0;var mn=e=>()=>e;function iT(e){let n=+`${e}`.slice(1)/100;return(t,r)=>pi(t,n,r)}function Br(e){return eT(e)?e:Oe(e,ey,Float64Array)}function ey(e){return e==null?NaN:Number(e)}function ty(e){return Oe(e,ny)}function ny(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?ku(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function nn(e,n){return e===void 0&&(e=n),e===null?[void 0,"none"]:Ea(e)?[void 0,e]:[e,void 0]}function et(e,n){return e===void 0&&(e=n),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function ry(e,n,t){if(e!=null)return Ut(e,n,t)}function Ut(e,n,t){let r=`${e}`.toLowerCase();if(!t.includes(r))throw new Error(`invalid ${n}: ${e}`);return r}function ki(e){return yT(e)?e:Fr(e)}function Fr(e){if(e==null||tr(e))return e;if(wT(e))return Zv(e);if(sT(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function sT(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function Oe(e,n,t=Array){return e==null?e:e instanceof t?e.map(n):t.from(e,n)}function ds(e,n=Array){return e instanceof n?e.slice():n.from(e)}function oT({x:e,x1:n,x2:t}){return e!==void 0||n!==void 0||t!==void 0}function iy({y:e,y1:n,y2:t}){return e!==void 0||n!==void 0||t!==void 0}function Zp(e){return oT(e)||iy(e)||e.interval!==void 0}function rr(e){return e?.toString===VO}function Ta(e){return rr(e)&&(e.type!==void 0||e.domain!==void 0)}function Ra(e){return rr(e)&&typeof e.transform!="function"}function ps(e){return Ra(e)&&e.value===void 0&&e.channel===void 0}function aT(e,n,t,r=Re){return n===void 0&&t===void 0?(n=0,t=e===void 0?r:e):n===void 0?n=e===void 0?0:e:t===void 0&&(t=e===void 0?0:e),[n,t]}function ir(e,n){return e===void 0&&n===void 0?[Jp,Cu]:[e,n]}function Ca({z:e,fill:n,stroke:t}={}){return e===void 0&&([e]=nn(n)),e===void 0&&([e]=nn(t)),e}function fs(e){return tr(e)?e.length:e?.numRows}function Wt(e){let n=fs(e),t=new Uint32Array(n);for(let r=0;r<n;++r)t[r]=r;return t}function Qp(e,n){return tr(e)?Oe(n,t=>e[t],e.constructor):Oe(n,t=>e.at(t))}function lT(e,n,t){return e.subarray?e.subarray(n,t):e.slice(n,t)}function In(e){return e!==null&&typeof e=="object"?e.valueOf():e}function uT(e,n){if(n[e]!==void 0)return n[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return n[e]}function Aa(e){let n;return[{transform:()=>n,label:sr(e)},t=>n=t]}function zn(e){return e==null?[e]:Aa(e)}function sr(e,n){return typeof e=="string"?e:e&&e.label!==void 0?e.label:n}function Au(e,n){return{transform(t){let r=e.transform(t),i=n.transform(t);return at(r)||at(i)?Oe(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):Oe(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function Eu(e,n){let t=sy(n?.interval,n?.type);return t?Oe(e,t):e}function sy(e,n){let t=ef(e,n);return t&&(r=>On(r)?t.floor(r):r)}function ef(e,n){if(e!=null){if(typeof e=="number")return UO(e);if(typeof e=="string")return(n==="time"?Wv:Ru)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function UO(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let n=Math.abs(e);return e<0?{floor:t=>Math.floor(t*n)/n,offset:(t,r=1)=>(t*n+Math.floor(r))/n,range:(t,r)=>ra(Math.ceil(t*n),r*n).map(i=>i/n)}:{floor:t=>Math.floor(t/n)*n,offset:(t,r=1)=>t+n*Math.floor(r),range:(t,r)=>ra(Math.ceil(t/n),r/n).map(i=>i*n)}}function Hr(e,n){if(e=ef(e,n),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function cT(e,n){if(e=Hr(e,n),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function dT(e){return hs(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function hs(e){return typeof e?.range=="function"}function Vr(e){return e===void 0||Ra(e)?e:{value:e}}function pT(e){return e==null?null:{transform:n=>qe(n,e,Float64Array),label:sr(e)}}function rn(e){return e&&typeof e[Symbol.iterator]=="function"}function tf(e){for(let n of e)if(n!=null)return typeof n!="object"||n instanceof Date}function oy(e){for(let n of e){if(n==null)continue;let t=typeof n;return t==="string"||t==="boolean"}}function at(e){for(let n of e)if(n!=null)return n instanceof Date}function fT(e){for(let n of e)if(n!=null)return typeof n=="string"&&isNaN(n)&&ku(n)}function hT(e){for(let n of e)if(n!=null){if(typeof n!="string")return!1;if(n.trim())return!isNaN(n)}}function mT(e){for(let n of e)if(n!=null)return typeof n=="number"}function nf(e,n){let t;for(let r of e)if(r!=null){if(!n(r))return!1;t=!0}return t}var WO=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function Ea(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||WO.has(e))}function gT(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function St(e){return e==null||po(e)}function po(e){return/^\s*none\s*$/i.test(e)}function bT(e){return/^\s*round\s*$/i.test(e)}function rf(e,n){return ry(e,n,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function ms(e="middle"){return rf(e,"frameAnchor")}function vT(e={},...n){let t=e;for(let r of n)for(let i in r)if(t[i]===void 0){let s=r[i];t===e?t={...t,[i]:s}:t[i]=s}return t}function GO(e){console.warn("named iterables are deprecated; please use an object instead");let n=new Set;return Object.fromEntries(Array.from(e,t=>{let{name:r}=t;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(n.has(i))throw new Error(`duplicate name: ${i}`);return n.add(i),[r,t]}))}function ay(e){return rn(e)?GO(e):e}function sf(e){return e===!0?e="frame":e===!1?e=null:!sT(e)&&e!=null&&(e=Ut(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function yT(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function wT(e){return e&&typeof e.toArray=="function"&&e.type}function YO(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var Bn=Symbol("position"),gn=Symbol("color"),fo=Symbol("radius"),ho=Symbol("length"),mo=Symbol("opacity"),Pa=Symbol("symbol"),xT=Symbol("projection"),Ie=new Map([["x",Bn],["y",Bn],["fx",Bn],["fy",Bn],["r",fo],["color",gn],["opacity",mo],["symbol",Pa],["length",ho],["projection",xT]]);function $T(e){return e===Bn||e===xT}function _T(e){return e===Bn||e===fo||e===ho||e===mo}var XO=Math.sqrt(3),JO=2/XO,ZO={draw(e,n){let t=Math.sqrt(n/Math.PI),r=t*JO,i=r/2;e.moveTo(0,r),e.lineTo(t,i),e.lineTo(t,-i),e.lineTo(0,-r),e.lineTo(-t,-i),e.lineTo(-t,i),e.closePath()}},ly=new Map([["asterisk",Rv],["circle",ao],["cross",Cv],["diamond",Av],["diamond2",Ev],["hexagon",ZO],["plus",Pv],["square",Mv],["square2",Dv],["star",Lv],["times",zv],["triangle",Nv],["triangle2",Ov],["wye",Iv]]);function uy(e){return e&&typeof e.draw=="function"}function ST(e){return uy(e)?!0:typeof e!="string"?!1:ly.has(e.toLowerCase())}function Ma(e){if(e==null||uy(e))return e;let n=ly.get(`${e}`.toLowerCase());if(n)return n;throw new Error(`invalid symbol: ${e}`)}function kT(e){if(e==null||uy(e))return[void 0,e];if(typeof e=="string"){let n=ly.get(`${e}`.toLowerCase());if(n)return[void 0,n]}return[e,void 0]}function go({filter:e,sort:n,reverse:t,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=TT(e)),n!=null&&!ps(n)&&(r=cy(r,py(n))),t&&(r=cy(r,RT))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(n===null||ps(n))&&{sort:n},transform:cy(r,o)}}function Ti({filter:e,sort:n,reverse:t,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=TT(e)),n!=null&&!ps(n)&&(r=dy(r,py(n))),t&&(r=dy(r,RT))),{...i,...(n===null||ps(n))&&{sort:n},initializer:dy(r,s)}}function cy(e,n){return e==null?n===null?void 0:n:n==null?e===null?void 0:e:function(t,r,i){return{data:t,facets:r}=e.call(this,t,r,i),n.call(this,ki(t),r,i)}}function dy(e,n){return e==null?n===null?void 0:n:n==null?e===null?void 0:e:function(t,r,i,...s){let o,a,l,u,c,p;return{data:a=t,facets:l=r,channels:o}=e.call(this,t,r,i,...s),{data:c=a,facets:p=l,channels:u}=n.call(this,a,l,{...i,...o},...s),{data:c,facets:p,channels:{...o,...u}}}}function QO(e,n){return(e.initializer!=null?Ti:go)(e,n)}function TT(e){return(n,t)=>{let r=qe(n,e);return{data:n,facets:t.map(i=>i.filter(s=>r[s]))}}}function RT(e,n){return{data:e,facets:n.map(t=>t.slice().reverse())}}function CT(e,{sort:n,...t}={}){return{...(Ra(e)&&e.channel!==void 0?Ti:QO)(t,py(e)),sort:ps(n)?n:null}}function py(e){return(typeof e=="function"&&e.length!==1?e7:t7)(e)}function e7(e){return(n,t)=>{let r=tr(n)?(i,s)=>e(n[i],n[s]):(i,s)=>e(n.get(i),n.get(s));return{data:n,facets:t.map(i=>i.slice().sort(r))}}}function t7(e){let n,t;({channel:n,value:e,order:t}={...Vr(e)});let r=n?.startsWith("-");if(r&&(n=n.slice(1)),t===void 0&&(t=r?lo:Bt),typeof t!="function")switch(`${t}`.toLowerCase()){case"ascending":t=Bt;break;case"descending":t=lo;break;default:throw new Error(`invalid order: ${t}`)}return(i,s,o)=>{let a;if(n===void 0)a=qe(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[n],!a)return{};a=a.value}let l=(u,c)=>t(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function Mu(e,...n){for(let{name:t}of e)if(n.includes(t))return!0;return!1}function PT(e,n,t=fy){let r=Object.entries(e);return n.title!=null&&e.title===void 0&&r.push(["title",o7]),n.href!=null&&e.href===void 0&&r.push(["href",of]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?n7(i):t(i,s,n))}function fy(e,n,t,r=hy){let i;rr(n)&&"reduce"in n&&(i=n.scale,n=n.reduce);let s=r(e,n,t),[o,a]=Aa(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function n7(e){return{name:e,initialize(){},scope(){},reduce(){}}}function hy(e,n,t,r=Du){let i=uT(e,t),s=r(n,i),o,a;return{label:sr(s===Pu?null:i,s.label),initialize(l){o=i===void 0?l:qe(l,i),s.scope==="data"&&(a=s.reduceIndex(Wt(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function my(e,n){return n?Hs(e,t=>n[t]):[[,e]]}function Du(e,n,t=r7){if(e==null)return t(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&rr(e))return i7(e);if(typeof e=="function")return s7(e);if(/^p\d{2}$/i.test(e))return Ri(iT(e));switch(`${e}`.toLowerCase()){case"first":return of;case"last":return a7;case"identity":return gy;case"count":return Pu;case"distinct":return l7;case"sum":return n==null?Pu:u7;case"proportion":return ET(n,"data");case"proportion-facet":return ET(n,"facet");case"deviation":return Ri(jm);case"min":return Ri(Tn);case"min-index":return Ri(H1);case"max":return Ri(Vt);case"max-index":return Ri(F1);case"mean":return AT(q1);case"median":return AT(Ul);case"variance":return Ri(Km);case"mode":return Ri(U1)}return t(e)}function r7(e){throw new Error(`invalid reduce: ${e}`)}function MT(e,n){for(let t in n){let r=n[t];if(r!==void 0&&!e.some(i=>i.name===t))return r}}function DT(e,n,t){if(n){let r=n.output.transform(),i=(s,o)=>Bt(r[s],r[o]);e.forEach(s=>s.sort(i))}t&&e.forEach(r=>r.reverse())}function i7(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function s7(e){return{reduceIndex(n,t,r){return e(Qp(t,n),r)}}}function Ri(e){return{reduceIndex(n,t){return e(n,r=>t[r])}}}function AT(e){return{reduceIndex(n,t){let r=e(n,i=>t[i]);return at(t)?new Date(r):r}}}var gy={reduceIndex(e,n){return Qp(n,e)}},of={reduceIndex(e,n){return n[e[0]]}},o7={reduceIndex(e,n){let r=Qo(hi(e,s=>s.length,s=>n[s]),Cu),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,Jn(s,Cu)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},a7={reduceIndex(e,n){return n[e[e.length-1]]}},Pu={label:"Frequency",reduceIndex(e){return e.length}},l7={label:"Distinct",reduceIndex(e,n){let t=new kr;for(let r of e)t.add(n[r]);return t.size}},u7=Ri(Jn);function ET(e,n){return e==null?{scope:n,label:"Frequency",reduceIndex:(t,r,i=1)=>t.length/i}:{scope:n,reduceIndex:(t,r,i=1)=>Jn(t,s=>r[s])/i}}var LT={reduceIndex(e,n,{z:t}){return t}};function Da(e,{scale:n,type:t,value:r,filter:i,hint:s,label:o=sr(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),vy(a,{scale:n,type:t,value:qe(e,r),label:o,filter:i,hint:s})}function OT(e,n){return Object.fromEntries(Object.entries(e).map(([t,r])=>[t,Da(n,r,t)]))}function IT(e,n){let t=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:n[i];return[r,o==null?s:Oe(s,o)]}));return t.channels=e,t}function vy(e,n){let{scale:t,value:r}=n;if(t===!0||t==="auto")switch(e){case"fill":case"stroke":case"color":n.scale=t!==!0&&nf(r,Ea)?null:"color",n.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":n.scale=t!==!0&&nf(r,gT)?null:"opacity",n.defaultScale="opacity";break;case"symbol":t!==!0&&nf(r,ST)?(n.scale=null,n.value=Oe(r,Ma)):n.scale="symbol",n.defaultScale="symbol";break;default:n.scale=Ie.has(e)?e:null;break}else if(t===!1)n.scale=null;else if(t!=null&&!Ie.has(t))throw new Error(`unknown scale: ${t}`);return n}function zT(e,n,t,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!Ie.has(u))continue;let{value:c,order:p=s,reverse:d=o,reduce:f=a,limit:m=l}=Vr(i[u]),g=c?.startsWith("-");if(g&&(c=c.slice(1)),p=p===void 0?g!==(c==="width"||c==="height")?FT:BT:p7(p),f==null||f===!1)continue;let v=u==="fx"||u==="fy"?d7(n,r[u]):c7(t,u);if(!v)throw new Error(`missing channel for scale: ${u}`);let b=v.value,[w=0,$=1/0]=rn(m)?m:m<0?[m]:[0,m];if(c==null)v.domain=()=>{let x=Array.from(new kr(b));return d&&(x=x.reverse()),(w!==0||$!==1/0)&&(x=x.slice(w,$)),x};else{let x=c==="data"?e:c==="height"?NT(t,"y1","y2"):c==="width"?NT(t,"x1","x2"):by(t,c,c==="y"?"y2":c==="x"?"x2":void 0),T=Du(f===!0?"max":f,x);v.domain=()=>{let S=I1(Wt(b),k=>T.reduceIndex(k,x),k=>b[k]);return p&&S.sort(p),d&&S.reverse(),(w!==0||$!==1/0)&&(S=S.slice(w,$)),S.map(Jp)}}}}function c7(e,n){for(let t in e){let r=e[t];if(r.scale===n)return r}}function d7(e,n){let t=e.original;if(t===e)return n;let r=n.value,i=n.value=[];for(let s=0;s<t.length;++s){let o=r[t[s][0]];for(let a of e[s])i[a]=o}return n}function NT(e,n,t){let r=by(e,n),i=by(e,t);return Oe(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function by(e,n,t){let r=e[n];if(!r&&t!==void 0&&(r=e[t]),r)return r.value;throw new Error(`missing channel: ${n}`)}function p7(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return BT;case"descending":return FT}throw new Error(`invalid order: ${e}`)}function BT([e,n],[t,r]){return Bt(n,r)||Bt(e,t)}function FT([e,n],[t,r]){return lo(n,r)||Bt(e,t)}function yy(e,n){let t=e[n];if(t){for(;t.source;)t=t.source;return t.source===null?null:t}}var qT=new Map([["accent",qk],["category10",jk],["dark2",Uk],["observable10",Wk],["paired",Gk],["pastel1",Yk],["pastel2",Xk],["set1",Jk],["set2",Zk],["set3",Qk],["tableau10",e2]]);function UT(e){return e!=null&&qT.has(`${e}`.toLowerCase())}var HT=new Map([...qT,["brbg",Ci(mb,gb)],["prgn",Ci(bb,vb)],["piyg",Ci(yb,wb)],["puor",Ci(xb,$b)],["rdbu",Ci(Ip,xu)],["rdgy",Ci(_b,Sb)],["rdylbu",Ci(zp,$u)],["rdylgn",Ci(kb,Tb)],["spectral",Ci(Rb,Cb)],["burd",VT(Ip,xu)],["buylrd",VT(zp,$u)],["blues",kt(Qb,ev)],["greens",kt(tv,nv)],["greys",kt(rv,iv)],["oranges",kt(uv,cv)],["purples",kt(sv,ov)],["reds",kt(av,lv)],["turbo",Ai(bv)],["viridis",Ai(vv)],["magma",Ai(yv)],["inferno",Ai(wv)],["plasma",Ai(xv)],["cividis",Ai(dv)],["cubehelix",Ai(pv)],["warm",Ai(fv)],["cool",Ai(hv)],["bugn",kt(Ab,Eb)],["bupu",kt(Pb,Mb)],["gnbu",kt(Db,Lb)],["orrd",kt(Nb,Ob)],["pubu",kt(Bb,Fb)],["pubugn",kt(Ib,zb)],["purd",kt(Hb,Vb)],["rdpu",kt(Kb,jb)],["ylgn",kt(Wb,Gb)],["ylgnbu",kt(qb,Ub)],["ylorbr",kt(Yb,Xb)],["ylorrd",kt(Jb,Zb)],["rainbow",KT(mv)],["sinebow",KT(gv)]]);function kt(e,n){return({length:t})=>t===1?[e[3][1]]:t===2?[e[3][1],e[3][2]]:(t=Math.max(3,Math.floor(t)),t>9?Kt(n,t):e[t])}function Ci(e,n){return({length:t})=>t===2?[e[3][0],e[3][2]]:(t=Math.max(3,Math.floor(t)),t>11?Kt(n,t):e[t])}function VT(e,n){return({length:t})=>t===2?[e[3][2],e[3][0]]:(t=Math.max(3,Math.floor(t)),t>11?Kt(r=>n(1-r),t):e[t].slice().reverse())}function Ai(e){return({length:n})=>Kt(e,Math.max(2,Math.floor(n)))}function KT(e){return({length:n})=>Kt(e,Math.floor(n)+1).slice(0,-1)}function wy(e){let n=`${e}`.toLowerCase();if(!HT.has(n))throw new Error(`unknown ordinal scheme: ${n}`);return HT.get(n)}function Lu(e,n){let t=wy(e),r=typeof t=="function"?t({length:n}):t;return r.length!==n?r.slice(0,n):r}function WT(e,n="greys"){let t=new Set,[r,i]=Lu(n,2);for(let s of e)if(s!=null)if(s===!0)t.add(i);else if(s===!1)t.add(r);else return;return[...t]}var jT=new Map([["brbg",gb],["prgn",vb],["piyg",wb],["puor",$b],["rdbu",xu],["rdgy",Sb],["rdylbu",$u],["rdylgn",Tb],["spectral",Cb],["burd",e=>xu(1-e)],["buylrd",e=>$u(1-e)],["blues",ev],["greens",nv],["greys",iv],["purples",ov],["reds",lv],["oranges",cv],["turbo",bv],["viridis",vv],["magma",yv],["inferno",wv],["plasma",xv],["cividis",dv],["cubehelix",pv],["warm",fv],["cool",hv],["bugn",Eb],["bupu",Mb],["gnbu",Lb],["orrd",Ob],["pubugn",zb],["pubu",Fb],["purd",Vb],["rdpu",jb],["ylgnbu",Ub],["ylgn",Gb],["ylorbr",Xb],["ylorrd",Zb],["rainbow",mv],["sinebow",gv]]);function La(e){let n=`${e}`.toLowerCase();if(!jT.has(n))throw new Error(`unknown quantitative scheme: ${n}`);return jT.get(n)}var f7=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function GT(e){return e!=null&&f7.has(`${e}`.toLowerCase())}var $y=e=>n=>e(1-n),xy=[0,1],YT=new Map([["number",pt],["rgb",Us],["hsl",B_],["hcl",V_],["lab",F_]]);function _y(e){let n=`${e}`.toLowerCase();if(!YT.has(n))throw new Error(`unknown interpolator: ${n}`);return YT.get(n)}function Oa(e,n,t,{type:r,nice:i,clamp:s,zero:o,domain:a=iR(e,t),unknown:l,round:u,scheme:c,interval:p,range:d=Ie.get(e)===fo?b7(t,a):Ie.get(e)===ho?v7(t,a):Ie.get(e)===mo?xy:void 0,interpolate:f=Ie.get(e)===gn?c==null&&d!==void 0?Us:La(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?Xl:pt,reverse:m}){if(a=XT(a),p=Hr(p,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof f!="function"&&(f=_y(f)),m=!!m,d!==void 0){let g=a.length,v=(d=XT(d)).length;if(g!==v){if(f.length===1)throw new Error("invalid piecewise interpolator");f=is(f,d),d=void 0}}if(f.length===1?(m&&(f=$y(f),m=!1),d===void 0&&(d=Float64Array.from(a,(g,v)=>v/(a.length-1)),d.length===2&&(d=xy)),n.interpolate((d===xy?mn:Nu)(f))):n.interpolate(f),o){let[g,v]=Mt(a);(g>0||v<0)&&(a=ds(a),(Si(a)||1)===Math.sign(g)?a[0]=0:a[a.length-1]=0)}return m&&(a=ia(a)),n.domain(a).unknown(l),i&&(n.nice(h7(i,r)),a=n.domain()),d!==void 0&&n.range(d),s&&n.clamp(s),{type:r,domain:a,range:d,scale:n,interpolate:f,interval:p}}function XT(e){return e=Fr(e),e.length>=2?e:[e[0],e[0]]}function h7(e,n){return e===!0?void 0:typeof e=="number"?e:cT(e,n)}function JT(e,n,t){return Oa(e,wu(),n,t)}function ZT(e,n,t){return Sy(e,n,{...t,exponent:.5})}function Sy(e,n,{exponent:t=1,...r}){return Oa(e,ab().exponent(t),n,{...r,type:"pow"})}function QT(e,n,{base:t=10,domain:r=y7(n),...i}){return Oa(e,sb().base(t),n,{...i,domain:r})}function eR(e,n,{constant:t=1,...r}){return Oa(e,ob().constant(t),n,r)}function tR(e,n,{range:t,quantiles:r=t===void 0?5:(t=[...t]).length,n:i=r,scheme:s="rdylbu",domain:o=w7(n),unknown:a,interpolate:l,reverse:u}){return t===void 0&&(t=l!==void 0?Kt(l,i):Ie.get(e)===gn?Lu(s,i):void 0),o.length>0&&(o=lb(o,t===void 0?{length:i}:t).quantiles()),af(e,n,{domain:o,range:t,reverse:u,unknown:a})}function nR(e,n,{range:t,n:r=t===void 0?5:(t=[...t]).length,scheme:i="rdylbu",domain:s=iR(e,n),unknown:o,interpolate:a,reverse:l}){let[u,c]=Mt(s),p;return t===void 0?(p=ts(u,c,r),p[0]<=u&&p.splice(0,1),p[p.length-1]>=c&&p.pop(),r=p.length+1,t=a!==void 0?Kt(a,r):Ie.get(e)===gn?Lu(i,r):void 0):(p=Kt(pt(u,c),r+1).slice(1,-1),u instanceof Date&&(p=p.map(d=>new Date(d)))),Si(Fr(s))<0&&p.reverse(),af(e,n,{domain:p,range:t,reverse:l,unknown:o})}function af(e,n,{domain:t=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?Kt(s,t.length+1):Ie.get(e)===gn?Lu(i,t.length+1):void 0,reverse:a}){t=Fr(t);let l=Si(t);if(!isNaN(l)&&!m7(t,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=ia(o)),{type:"threshold",scale:ub(l<0?ia(t):t,o===void 0?[]:o).unknown(r),domain:t,range:o}}function m7(e,n){for(let t=1,r=e.length,i=e[0];t<r;++t){let s=fi(i,i=e[t]);if(s!==0&&s!==n)return!1}return!0}function rR(e){return{type:"identity",scale:_T(Ie.get(e))?ib():n=>n}}function Na(e,n=Kv){return e.length?[Tn(e,({value:t})=>t===void 0?t:Tn(t,n)),Vt(e,({value:t})=>t===void 0?t:Vt(t,n))]:[0,1]}function iR(e,n){let t=Ie.get(e);return(t===fo||t===mo||t===ho?g7:Na)(n)}function g7(e){return[0,e.length?Vt(e,({value:n})=>n===void 0?n:Vt(n,Kv)):1]}function b7(e,n){let t=e.find(({radius:o})=>o!==void 0);if(t!==void 0)return[0,t.radius];let r=pi(e,.5,({value:o})=>o===void 0?NaN:pi(o,.25,uo)),i=n.map(o=>3*Math.sqrt(o/r)),s=30/Vt(i);return s<1?i.map(o=>o*s):i}function v7(e,n){let t=Ul(e,({value:s})=>s===void 0?NaN:Ul(s,Math.abs)),r=n.map(s=>12*s/t),i=60/Vt(r);return i<1?r.map(s=>s*i):r}function y7(e){for(let{value:n}of e)if(n!==void 0)for(let t of n){if(t>0)return Na(e,uo);if(t<0)return Na(e,xa)}return[1,10]}function w7(e){let n=[];for(let{value:t}of e)if(t!==void 0)for(let r of t)n.push(r);return n}function Nu(e){return(n,t)=>r=>e(n+r*(t-n))}var ky=0,Ty;function sR(){let e=ky;return ky=0,Ty=void 0,e}function sn(e){e!==Ty&&(Ty=e,console.warn(e),++ky)}function lf(e,n,t,r,{type:i,nice:s,clamp:o,domain:a=Na(r),unknown:l,pivot:u=0,scheme:c,range:p,symmetric:d=!0,interpolate:f=Ie.get(e)===gn?c==null&&p!==void 0?Us:La(c!==void 0?c:"rdbu"):pt,reverse:m}){u=+u,a=Fr(a);let[g,v]=a;if(a.length>2&&sn(`Warning: the diverging ${e} scale domain contains extra elements.`),fi(g,v)<0&&([g,v]=[v,g],m=!m),g=Math.min(g,u),v=Math.max(v,u),typeof f!="function"&&(f=_y(f)),p!==void 0&&(f=f.length===1?Nu(f)(...p):is(f,p)),m&&(f=$y(f)),d){let b=t.apply(u),w=b-t.apply(g),$=t.apply(v)-b;w<$?g=t.invert(b-$):w>$&&(v=t.invert(b+w))}return n.domain([g,u,v]).unknown(l).interpolator(f),o&&n.clamp(o),s&&n.nice(s),{type:i,domain:[g,v],pivot:u,interpolate:f,scale:n}}function oR(e,n,t){return lf(e,db(),x7,n,t)}function aR(e,n,t){return Ry(e,n,{...t,exponent:.5})}function Ry(e,n,{exponent:t=1,...r}){return lf(e,hb().exponent(t=+t),S7(t),n,{...r,type:"diverging-pow"})}function lR(e,n,{base:t=10,pivot:r=1,domain:i=Na(n,r<0?xa:uo),...s}){return lf(e,pb().base(t=+t),$7,n,{domain:i,pivot:r,...s})}function uR(e,n,{constant:t=1,...r}){return lf(e,fb().constant(t=+t),k7(t),n,r)}var x7={apply(e){return e},invert(e){return e}},$7={apply:Math.log,invert:Math.exp},_7={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function S7(e){return e===.5?_7:{apply(n){return Math.sign(n)*Math.pow(Math.abs(n),e)},invert(n){return Math.sign(n)*Math.pow(Math.abs(n),1/e)}}}function k7(e){return{apply(n){return Math.sign(n)*Math.log1p(Math.abs(n/e))},invert(n){return Math.sign(n)*Math.expm1(Math.abs(n))*e}}}function cR(e,n,t,r){return Oa(e,n,t,r)}function dR(e,n,t){return cR(e,Vk(),n,t)}function pR(e,n,t){return cR(e,Kk(),n,t)}var Ia=Symbol("ordinal");function hR(e,n,t,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=Hr(i,r),s===void 0&&(s=yR(t,i,e)),(r==="categorical"||r===Ia)&&(r="ordinal"),a&&(s=ia(s)),s=n.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),n.range(o)),{type:r,domain:s,range:o,scale:n,hint:l,interval:i}}function mR(e,n,{type:t,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=Hr(r,t),i===void 0&&(i=yR(n,r,e));let u;if(Ie.get(e)===Pa)u=T7(n),s=s===void 0?R7(u):Oe(s,Ma);else if(Ie.get(e)===gn&&(s===void 0&&(t==="ordinal"||t===Ia)&&(s=WT(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=t==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=La(o),p=s[0],d=s[1]-s[0];s=({length:f})=>Kt(m=>c(p+d*m),f)}else s=wy(o);if(a===Ap)throw new Error(`implicit unknown on ${e} scale is not supported`);return hR(e,Pp().unknown(a),n,{...l,type:t,domain:i,range:s,hint:u})}function gR(e,n,{align:t=.5,padding:r=.5,...i}){return vR(Ok().align(t).padding(r),n,i,e)}function bR(e,n,{align:t=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return vR(wa().align(t).paddingInner(i).paddingOuter(s),n,o,e)}function vR(e,n,t,r){let{round:i}=t;return i!==void 0&&e.round(i=!!i),e=hR(r,e,n,t),e.round=i,e}function yR(e,n,t){let r=new kr;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(n!==void 0){let[i,s]=Mt(r).map(n.floor,n);return n.range(i,n.offset(s))}if(r.size>1e4&&Ie.get(t)===Bn)throw new Error(`implicit ordinal domain of ${t} scale has more than 10,000 values`);return Qo(r,Bt)}function fR(e,n){let t;for(let{hint:r}of e){let i=r?.[n];if(i!==void 0){if(t===void 0)t=i;else if(t!==i)return}}return t}function T7(e){return{fill:fR(e,"fill"),stroke:fR(e,"stroke")}}function R7(e){return St(e.fill)?y2:v2}function Ou(e,{label:n,inset:t=0,insetTop:r=t,insetRight:i=t,insetBottom:s=t,insetLeft:o=t,round:a,nice:l,clamp:u,zero:c,align:p,padding:d,projection:f,facet:{label:m=n}={},...g}={}){let v={};for(let[b,w]of e){let $=g[b],x=E7(b,w,{round:Ie.get(b)===Bn?a:void 0,nice:l,clamp:u,zero:c,align:p,padding:d,projection:f,...$});if(x){let{label:T=b==="fx"||b==="fy"?m:n,percent:S,transform:k,inset:R,insetTop:P=R!==void 0?R:b==="y"?r:0,insetRight:N=R!==void 0?R:b==="x"?i:0,insetBottom:M=R!==void 0?R:b==="y"?s:0,insetLeft:L=R!==void 0?R:b==="x"?o:0}=$||{};if(k==null)k=void 0;else if(typeof k!="function")throw new Error("invalid scale transform; not a function");x.percent=!!S,x.label=T===void 0?C7(w,x):T,x.transform=k,b==="x"||b==="fx"?(x.insetLeft=+L,x.insetRight=+N):(b==="y"||b==="fy")&&(x.insetTop=+P,x.insetBottom=+M),v[b]=x}}return v}function Ay(e){let n={},t={scales:n};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;n[r]=L7(i),t[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return t}function SR(e,n){let{x:t,y:r,fx:i,fy:s}=e,o=i||s?cf(n):n;i&&wR(i,o),s&&xR(s,o);let a=i||s?Ey(e,n):n;t&&wR(t,a),r&&xR(r,a)}function C7(e=[],n){let t;for(let{label:r}of e)if(r!==void 0){if(t===void 0)t=r;else if(t!==r)return}if(t!==void 0)return!Kr(n)&&n.percent&&(t=`${t} (%)`),{inferred:!0,toString:()=>t}}function kR(e){return Math.sign(Si(e.domain()))*Math.sign(Si(e.range()))}function cf(e){let{marginTop:n,marginRight:t,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(n,a),marginRight:Math.max(t,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function Ey({fx:e,fy:n},t){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=cf(t);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:n?n.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function wR(e,n){if(e.range===void 0){let{insetLeft:t,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=n,a=s+t,l=i-o-r;e.range=[a,Math.max(a,l)],Kr(e)||(e.range=RR(e)),e.scale.range(e.range)}TR(e)}function xR(e,n){if(e.range===void 0){let{insetTop:t,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=n,a=s+t,l=i-o-r;e.range=[Math.max(a,l),a],Kr(e)?e.range.reverse():e.range=RR(e),e.scale.range(e.range)}TR(e)}function TR(e){e.round===void 0&&M7(e)&&A7(e)<=30&&e.scale.round(!0)}function A7({scale:e}){let n=e.domain().length,[t,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=n-i,a=Math.abs(r-t)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function RR(e){let n=e.scale.domain().length+Py(e);if(!(n>2))return e.range;let[t,r]=e.range;return Array.from({length:n},(i,s)=>t+s/(n-1)*(r-t))}function E7(e,n=[],t={}){let r=P7(e,n,t);if(t.type===void 0&&t.domain===void 0&&t.range===void 0&&t.interval==null&&e!=="fx"&&e!=="fy"&&Kr({type:r})){let i=n.map(({value:s})=>s).filter(s=>s!==void 0);i.some(at)?sn(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${za(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${za(r)}".`):i.some(fT)?sn(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${za(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${za(r)}".`):i.some(hT)&&sn(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${za(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${za(r)}".`)}switch(t.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":t=uf(n,t,Br);break;case"identity":switch(Ie.get(e)){case Bn:t=uf(n,t,Br);break;case Pa:t=uf(n,t,D7);break}break;case"utc":case"time":t=uf(n,t,ty);break}switch(r){case"diverging":return oR(e,n,t);case"diverging-sqrt":return aR(e,n,t);case"diverging-pow":return Ry(e,n,t);case"diverging-log":return lR(e,n,t);case"diverging-symlog":return uR(e,n,t);case"categorical":case"ordinal":case Ia:return mR(e,n,t);case"cyclical":case"sequential":case"linear":return JT(e,n,t);case"sqrt":return ZT(e,n,t);case"threshold":return af(e,n,t);case"quantile":return tR(e,n,t);case"quantize":return nR(e,n,t);case"pow":return Sy(e,n,t);case"log":return QT(e,n,t);case"symlog":return eR(e,n,t);case"utc":return pR(e,n,t);case"time":return dR(e,n,t);case"point":return gR(e,n,t);case"band":return bR(e,n,t);case"identity":return rR(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function za(e){return typeof e=="symbol"?e.description:e}function $R(e){return typeof e=="string"?`${e}`.toLowerCase():e}var _R={toString:()=>"projection"};function P7(e,n,{type:t,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(t=$R(t),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(t=_R);for(let c of n){let p=$R(c.type);if(p!==void 0){if(t===void 0)t=p;else if(t!==p)throw new Error(`scale incompatible with channel: ${t} !== ${p}`)}}if(t===_R)return;if(t!==void 0)return t;if(r===void 0&&!n.some(({value:c})=>c!==void 0))return;let l=Ie.get(e);if(l===fo)return"sqrt";if(l===mo||l===ho)return"linear";if(l===Pa)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return Cy(l);if(r!==void 0){if(oy(r))return Cy(l);if(at(r))return"utc"}else{let c=n.map(({value:p})=>p).filter(p=>p!==void 0);if(c.some(oy))return Cy(l);if(c.some(at))return"utc"}if(l===gn){if(o!=null||GT(s))return"diverging";if(UT(s))return"categorical"}return"linear"}function Cy(e){switch(e){case Bn:return"point";case gn:return Ia;default:return"ordinal"}}function Kr({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===Ia}function Py({type:e}){return e==="threshold"}function M7({type:e}){return e==="point"||e==="band"}function or(e){if(e===void 0)return!0;let n=e.domain(),t=e(n[0]);for(let r=1,i=n.length;r<i;++r)if(e(n[r])-t)return!1;return!0}function uf(e,{domain:n,...t},r){for(let i of e)i.value!==void 0&&(n===void 0&&(n=i.value?.domain),i.value=r(i.value));return{domain:n===void 0?n:r(n),...t}}function D7(e){return Oe(e,Ma)}function CR(e){return n=>{if(!Ie.has(n=`${n}`))throw new Error(`unknown scale: ${n}`);return e[n]}}function L7({scale:e,type:n,domain:t,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(n==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:n,domain:ds(t),...r!==void 0&&{range:ds(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function ER(e,n){let{fx:t,fy:r}=Ou(e,n),i=t?.scale.domain(),s=r?.scale.domain();return i&&s?M1(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function PR(e,{x:n,y:t}){return n&&=Oy(n),t&&=Oy(t),e.filter(n&&t?r=>n.has(r.x)&&t.has(r.y):n?r=>n.has(r.x):r=>t.has(r.y)).sort(n&&t?(r,i)=>n.get(r.x)-n.get(i.x)||t.get(r.y)-t.get(i.y):n?(r,i)=>n.get(r.x)-n.get(i.x):(r,i)=>t.get(r.y)-t.get(i.y))}function pf(e,{fx:n,fy:t}){let r=Wt(e),i=n?.value,s=t?.value;return n&&t?hi(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):n?hi(r,o=>(o.fx=i[o[0]],o),o=>i[o]):hi(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function MR(e,n,{marginTop:t,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=n?({y:o})=>n(o)-t:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function DR(e){let n=[],t=new Uint32Array(Jn(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(t.set(s,i),i+=s.length);n.push(t.slice(0,i))}return n}var N7=new Map([["top",My],["right",Ny],["bottom",Dy],["left",Ly],["top-left",df(My,Ly)],["top-right",df(My,Ny)],["bottom-left",df(Dy,Ly)],["bottom-right",df(Dy,Ny)],["top-empty",I7],["right-empty",F7],["bottom-empty",z7],["left-empty",B7],["empty",H7]]);function LR(e){if(e==null)return null;let n=N7.get(`${e}`.toLowerCase());if(n)return n;throw new Error(`invalid facet anchor: ${e}`)}var AR=new WeakMap;function Oy(e){let n=AR.get(e);return n||AR.set(e,n=new kn(Oe(e,(t,r)=>[t,r]))),n}function gs(e,n){return Oy(e).get(n)}function O7(e,n,t){return n=In(n),t=In(t),e.find(r=>Object.is(In(r.x),n)&&Object.is(In(r.y),t))}function ff(e,n,t){return O7(e,n,t)?.empty}function My(e,{y:n},{y:t}){return n?gs(n,t)===0:!0}function Dy(e,{y:n},{y:t}){return n?gs(n,t)===n.length-1:!0}function Ly(e,{x:n},{x:t}){return n?gs(n,t)===0:!0}function Ny(e,{x:n},{x:t}){return n?gs(n,t)===n.length-1:!0}function I7(e,{y:n},{x:t,y:r,empty:i}){if(i)return!1;if(!n)return;let s=gs(n,r);if(s>0)return ff(e,t,n[s-1])}function z7(e,{y:n},{x:t,y:r,empty:i}){if(i)return!1;if(!n)return;let s=gs(n,r);if(s<n.length-1)return ff(e,t,n[s+1])}function B7(e,{x:n},{x:t,y:r,empty:i}){if(i)return!1;if(!n)return;let s=gs(n,t);if(s>0)return ff(e,n[s-1],r)}function F7(e,{x:n},{x:t,y:r,empty:i}){if(i)return!1;if(!n)return;let s=gs(n,t);if(s<n.length-1)return ff(e,n[s+1],r)}function H7(e,n,{empty:t}){return t}function df(e,n){return function(){return e.apply(null,arguments)&&n.apply(null,arguments)}}function hf(e,{channels:{fx:n,fy:t},groups:r}){return n&&t?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):n?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var NR=Math.PI,Ei=2*NR,Iy=.618;function OR({projection:e,inset:n=0,insetTop:t=n,insetRight:r=n,insetBottom:i=n,insetLeft:s=n}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(rr(e)){let T;if({type:e,domain:l,inset:T,insetTop:t=T!==void 0?T:t,insetRight:r=T!==void 0?T:r,insetBottom:i=T!==void 0?T:i,insetLeft:s=T!==void 0?T:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=zy(e));let{width:c,height:p,marginLeft:d,marginRight:f,marginTop:m,marginBottom:g}=o,v=c-d-f-s-r,b=p-m-g-t-i;if(e=e?.({width:v,height:b,clip:u,...a}),e==null)return;u=V7(u,d,m,c-f,p-g);let w=d+s,$=m+t,x;if(l!=null){let[[T,S],[k,R]]=cu(e).bounds(l),P=Math.min(v/(k-T),b/(R-S));P>0?(w-=(P*(T+k)-v)/2,$-=(P*(S+R)-b)/2,x=du({point(N,M){this.stream.point(N*P+w,M*P+$)}})):sn("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=w===0&&$===0?IR():du({point(T,S){this.stream.point(T+w,S+$)}}),{stream:T=>e.stream(x.stream(u(T)))}}function zy(e){switch(`${e}`.toLowerCase()){case"albers-usa":return ar(FS,.7463,.4673);case"albers":return mf(Hg,.7463,.4673);case"azimuthal-equal-area":return ar(KS,4,4);case"azimuthal-equidistant":return ar(qS,Ei,Ei);case"conic-conformal":return mf(GS,Ei,Ei);case"conic-equal-area":return mf(uu,6.1702,2.9781);case"conic-equidistant":return mf(XS,7.312,3.6282);case"equal-earth":return ar(ZS,5.4133,2.6347);case"equirectangular":return ar(YS,Ei,NR);case"gnomonic":return ar(ek,3.4641,3.4641);case"identity":return{type:IR};case"reflect-y":return{type:K7};case"mercator":return ar(US,Ei,Ei);case"orthographic":return ar(nk,2,2);case"stereographic":return ar(ik,2,2);case"transverse-mercator":return ar(ok,Ei,Ei);default:throw new Error(`unknown projection type: ${e}`)}}function V7(e,n,t,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return Ig(n,t,r,i);throw new Error(`unknown projection clip type: ${e}`)}function ar(e,n,t){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/n,i/t)),l.translate([r/2,i/2])),l},aspectRatio:t/n}}function mf(e,n,t){let{type:r,aspectRatio:i}=ar(e,n,t);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var IR=mn({stream:e=>e}),K7=mn(du({point(e,n){this.stream.point(e,-n)}}));function zR(e,n,t,r){let i=t[e],s=t[n],o=i.length,a=t[e]=new Float64Array(o).fill(NaN),l=t[n]=new Float64Array(o).fill(NaN),u,c=r.stream({point(p,d){a[u]=p,l[u]=d}});for(u=0;u<o;++u)c.point(i[u],s[u])}function BR({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(rr(e)&&(e=e.type),e!=null)}function FR(e){if(typeof e?.stream=="function")return Iy;if(rr(e)){let n,t;if({domain:n,type:e,...t}=e,n!=null&&e!=null){let r=typeof e=="string"?zy(e).type:e,[[i,s],[o,a]]=cu(r({...t,width:100,height:100})).bounds(n),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:Iy}}if(e!=null){if(typeof e!="function"){let{aspectRatio:n}=zy(e);if(n)return n}return Iy}}function HR(e){let n=[],t=[],r={scale:"x",value:n},i={scale:"y",value:t},s={point(o,a){n.push(o),t.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)ss(o,s);return[r,i]}function VR({x:e,y:n}){if(e||n)return e??=t=>t,n??=t=>t,du({point(t,r){this.stream.point(e(t),n(r))}})}function Ba(e={}){let{document:n=typeof window<"u"?window.document:void 0,clip:t}=e;return{document:n,clip:sf(t)}}function ge(e,{document:n}){return Zn(sa(e).call(n.documentElement))}var gf=Symbol("unset");function bf(e){return(e.length===1?j7:q7)(e)}function j7(e){let n,t=gf;return r=>(Object.is(t,r)||(t=r,n=e(r)),n)}function q7(e){let n,t;return(...r)=>((t?.length!==r.length||t.some((i,s)=>!Object.is(i,r[s])))&&(t=r,n=e(...r)),n)}var U7=bf(e=>new Intl.NumberFormat(e)),aW=bf((e,n)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...n&&{month:n}})),lW=bf((e,n)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...n&&{weekday:n}}));function W7(e="en-US"){let n=U7(e);return t=>t!=null&&!isNaN(t)?n.format(t):void 0}function G7(e){return Gp(e,"Invalid Date")}function Y7(e="en-US"){let n=W7(e);return t=>(t instanceof Date?G7:typeof t=="number"?n:lt)(t)}var jr=Y7();var mt=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,X7=0;function jR(){return`plot-clip-${++X7}`}function qR(e,{title:n,href:t,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:p,strokeLinejoin:d,strokeLinecap:f,strokeMiterlimit:m,strokeDasharray:g,strokeDashoffset:v,opacity:b,mixBlendMode:w,imageFilter:$,paintOrder:x,pointerEvents:T,shapeRendering:S,channels:k},{ariaLabel:R,fill:P="currentColor",fillOpacity:N,stroke:M="none",strokeOpacity:L,strokeWidth:q,strokeLinecap:I,strokeLinejoin:E,strokeMiterlimit:K,paintOrder:B}){P===null&&(a=null,l=null),M===null&&(u=null,p=null),St(P)?!St(M)&&(!St(a)||k?.fill)&&(M="none"):St(M)&&(!St(u)||k?.stroke)&&(P="none");let[Q,F]=nn(a,P),[j,G]=et(l,N),[J,A]=nn(u,M),[X,oe]=et(p,L),[be,Y]=et(b);po(A)||(c===void 0&&(c=q),f===void 0&&(f=I),d===void 0&&(d=E),m===void 0&&!bT(d)&&(m=K),!po(F)&&x===void 0&&(x=B));let[ae,O]=et(c);return P!==null&&(e.fill=tt(F,"currentColor"),e.fillOpacity=Iu(G,1)),M!==null&&(e.stroke=tt(A,"none"),e.strokeWidth=Iu(O,1),e.strokeOpacity=Iu(oe,1),e.strokeLinejoin=tt(d,"miter"),e.strokeLinecap=tt(f,"butt"),e.strokeMiterlimit=Iu(m,4),e.strokeDasharray=tt(g,"none"),e.strokeDashoffset=tt(v,"0")),e.target=lt(o),e.ariaLabel=lt(R),e.ariaDescription=lt(i),e.ariaHidden=lt(s),e.opacity=Iu(Y,1),e.mixBlendMode=tt(w,"normal"),e.imageFilter=tt($,"none"),e.paintOrder=tt(x,"normal"),e.pointerEvents=tt(T,"auto"),e.shapeRendering=tt(S,"auto"),{title:{value:n,optional:!0,filter:null},href:{value:t,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:Q,scale:"auto",optional:!0},fillOpacity:{value:j,scale:"auto",optional:!0},stroke:{value:J,scale:"auto",optional:!0},strokeOpacity:{value:X,scale:"auto",optional:!0},strokeWidth:{value:ae,optional:!0},opacity:{value:be,scale:"auto",optional:!0}}}function J7(e,n){n&&e.filter(t=>Su(n[t])).append("title").call(Q7,n)}function Z7(e,n){n&&e.filter(([t])=>Su(n[t])).append("title").call(eI,n)}function Q7(e,n){n&&e.text(t=>jr(n[t]))}function eI(e,n){n&&e.text(([t])=>jr(n[t]))}function gt(e,{target:n,tip:t},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:p}){r&&ne(e,"aria-label",d=>r[d]),s&&ne(e,"fill",d=>s[d]),o&&ne(e,"fill-opacity",d=>o[d]),a&&ne(e,"stroke",d=>a[d]),l&&ne(e,"stroke-opacity",d=>l[d]),u&&ne(e,"stroke-width",d=>u[d]),c&&ne(e,"opacity",d=>c[d]),p&&UR(e,d=>p[d],n),t||J7(e,i)}function vf(e,{target:n,tip:t},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:p}){r&&ne(e,"aria-label",([d])=>r[d]),s&&ne(e,"fill",([d])=>s[d]),o&&ne(e,"fill-opacity",([d])=>o[d]),a&&ne(e,"stroke",([d])=>a[d]),l&&ne(e,"stroke-opacity",([d])=>l[d]),u&&ne(e,"stroke-width",([d])=>u[d]),c&&ne(e,"opacity",([d])=>c[d]),p&&UR(e,([d])=>p[d],n),t||Z7(e,i)}function tI({ariaLabel:e,title:n,fill:t,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:n,t,r,i,s,o,a,l].filter(c=>c!==void 0)}function nI(e,n,t){let r=Hs(e,i=>n[i]);return t===void 0&&r.size>1+e.length>>1&&sn("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*yf(e,n,t,r){let{z:i}=t,{z:s}=r,o=tI(r,t),a=[...n,...o];for(let l of s?nI(e,s,i):[e]){let u,c;e:for(let p of l){for(let d of a)if(!On(d[p])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(d=>In(d[p])),c=[p];continue}c.push(p);for(let d=0;d<o.length;++d)if(In(o[d][p])!==u[d]){yield c,u=o.map(m=>In(m[p])),c=[p];continue e}}c&&(yield c)}}function rI(e,n,t,r){let i,{clip:s=r.clip}=n;s==="frame"?(e=ge("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=sI(r,t)):s&&(i=aI(s,r)),ne(e,"aria-label",n.ariaLabel),ne(e,"aria-description",n.ariaDescription),ne(e,"aria-hidden",n.ariaHidden),ne(e,"clip-path",i)}function iI(e){let n=new WeakMap;return(t,r)=>{let i=n.get(t);if(!i){let s=jR();Zn(t.ownerSVGElement).append("clipPath").attr("id",s).call(e,t,r),n.set(t,i=`url(#${s})`)}return i}}var sI=iI((e,n,t)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=t;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),KR=new WeakMap,oI={type:"Sphere"};function aI(e,n){let t,r;if((t=KR.get(n))||KR.set(n,t=new WeakMap),e.type==="Sphere"&&(e=oI),!(r=t.get(e))){let i=jR();Zn(n.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",n.path()(e)),t.set(e,r=`url(#${i})`)}return r}function Ye(e,n,t,r){rI(e,n,t,r),ne(e,"class",n.className),ne(e,"fill",n.fill),ne(e,"fill-opacity",n.fillOpacity),ne(e,"stroke",n.stroke),ne(e,"stroke-width",n.strokeWidth),ne(e,"stroke-opacity",n.strokeOpacity),ne(e,"stroke-linejoin",n.strokeLinejoin),ne(e,"stroke-linecap",n.strokeLinecap),ne(e,"stroke-miterlimit",n.strokeMiterlimit),ne(e,"stroke-dasharray",n.strokeDasharray),ne(e,"stroke-dashoffset",n.strokeDashoffset),ne(e,"shape-rendering",n.shapeRendering),ne(e,"filter",n.imageFilter),ne(e,"paint-order",n.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=n;ne(e,"pointer-events",i)}function Ue(e,n){lI(e,"mix-blend-mode",n.mixBlendMode),ne(e,"opacity",n.opacity)}function UR(e,n,t){e.each(function(r){let i=n(r);if(i!=null){let s=this.ownerDocument.createElementNS(ns.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(ns.xlink,"href",i),t!=null&&s.setAttribute("target",t),this.parentNode.insertBefore(s,this).appendChild(this)}})}function ne(e,n,t){t!=null&&e.attr(n,t)}function lI(e,n,t){t!=null&&e.style(n,t)}function Xe(e,n,{x:t,y:r},i=mt,s=mt){i+=n.dx,s+=n.dy,t?.bandwidth&&(i+=t.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function tt(e,n){if((e=lt(e))!==n)return e}function Iu(e,n){if((e=We(e))!==n)return e}var uI=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function Fa(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!uI.test(e))throw new Error(`invalid class name: ${e}`);return e}function Ha(e,n){if(typeof n=="string")e.property("style",n);else if(n!=null)for(let t of e)Object.assign(t.style,n)}function qr({frameAnchor:e},{width:n,height:t,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?n-i:(o+n-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?t-s:(r+t-s)/2]}var Ce=class{constructor(n,t={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:p=0,margin:d=0,marginTop:f=d,marginRight:m=d,marginBottom:g=d,marginLeft:v=d,className:b,clip:w=i?.clip,channels:$,tip:x,render:T}=r;if(this.data=n,this.sort=ps(u)?u:null,this.initializer=Ti(r).initializer,this.transform=this.initializer?r.transform:go(r).transform,s===null||s===!1?this.facet=null:(this.facet=Ut(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=n===ka&&typeof a=="string"?[a]:a,this.fy=n===ka&&typeof l=="string"?[l]:l),this.facetAnchor=LR(o),t=ay(t),$!==void 0&&(t={...cI($),...t}),i!==void 0&&(t={...qR(this,r,i),...t}),this.channels=Object.fromEntries(Object.entries(t).map(([S,k])=>{if(Ra(k.value)){let{value:R,label:P=k.label,scale:N=k.scale}=k.value;k={...k,label:P,scale:N,value:R}}if(n===ka&&typeof k.value=="string"){let{value:R}=k;k={...k,value:[R]}}return[S,k]}).filter(([S,{value:k,optional:R}])=>{if(k!=null)return!0;if(R)return!1;throw new Error(`missing channel value: ${S}`)})),this.dx=+c,this.dy=+p,this.marginTop=+f,this.marginRight=+m,this.marginBottom=+g,this.marginLeft=+v,this.clip=sf(w),this.tip=dI(x),this.className=lt(b),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let S in this.channels){let{scale:k}=t[S];if(!(k!=="x"&&k!=="y"))throw new Error("super-faceting cannot use x or y")}}T!=null&&(this.render=Fy(T,this.render))}initialize(n,t,r){let i=ki(this.data);n===void 0&&i!=null&&(n=[Wt(i)]);let s=n;this.transform!=null&&({facets:n,data:i}=this.transform(i,n,r),i=ki(i)),n!==void 0&&(n.original=s);let o=OT(this.channels,i);return this.sort!=null&&zT(i,n,o,t,this.sort),{data:i,facets:n,channels:o}}filter(n,t,r){for(let i in t){let{filter:s=On}=t[i];if(s!==null){let o=r[i];n=n.filter(a=>s(o[a]))}}return n}project(n,t,r){for(let i in n)if(n[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in n&&n[s].scale==="y"&&zR(i,s,t,r.projection)}}scale(n,t,r){let i=IT(n,t);return r.projection&&this.project(n,i,r),i}};function By(...e){return e.plot=Ce.prototype.plot,e}function Fy(e,n){if(e==null)return n===null?void 0:n;if(n==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof n!="function")throw new TypeError(`invalid render transform: ${n}`);return function(t,r,i,s,o,a){return e.call(this,t,r,i,s,o,(l,u,c,p,d)=>n.call(this,l,u,c,p,d,a))}}function cI(e){return Object.fromEntries(Object.entries(ay(e)).map(([n,t])=>(t=typeof t=="string"?{value:t,label:n}:Vr(t),t.filter===void 0&&t.scale==null&&(t={...t,filter:null}),[n,t])))}function dI(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?Ut(e,"tip",["x","y","xy"]):e}function bo(e,n){return e?.tip===!0?{...e,tip:n}:rr(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:n}}:e}function GR(e,n,t={}){let r=.5-mt,i=.5+mt,s=.5+mt,o=.5-mt;for(let{marginTop:g,marginRight:v,marginBottom:b,marginLeft:w}of n)g>r&&(r=g),v>i&&(i=v),b>s&&(s=b),w>o&&(o=w);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:p=a!==void 0?a:o}=t;l=+l,u=+u,c=+c,p=+p;let{width:d=640,height:f=pI(e,t,{width:d,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=t;d=+d,f=+f;let m={width:d,height:f,marginTop:l,marginRight:u,marginBottom:c,marginLeft:p};if(e.fx||e.fy){let{margin:g,marginTop:v=g!==void 0?g:l,marginRight:b=g!==void 0?g:u,marginBottom:w=g!==void 0?g:c,marginLeft:$=g!==void 0?g:p}=t.facet??{};v=+v,b=+b,w=+w,$=+$,m.facet={marginTop:v,marginRight:b,marginBottom:w,marginLeft:$}}return m}function pI({x:e,y:n,fy:t,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let p=t&&t.scale.domain().length||1,d=FR(i);if(d){let m=r?r.scale.domain().length:1,g=(1.1*p-.1)/(1.1*m-.1)*d,v=Math.max(.1,Math.min(10,g));return Math.round((o-c-l)*v+a+u)}let f=n?Kr(n)?n.scale.domain().length||1:Math.max(7,17/p):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let m=WR("y",n)/(WR("x",e)*s),g=r?r.scale.bandwidth():1,v=t?t.scale.bandwidth():1,b=g*(o-c-l)-e.insetLeft-e.insetRight;return(m*b+n.insetTop+n.insetBottom)/v+a+u}return!!(n||t)*Math.max(1,Math.min(60,f*p))*20+!!r*30+60}function WR(e,n){if(!n)throw new Error(`aspectRatio requires ${e} scale`);let{type:t,domain:r}=n,i;switch(t){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=n.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${t}`)}let[s,o]=Mt(r);return Math.abs(i(o)-i(s))}var YR=new WeakMap;function Hy(e,n,{x:t,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(t??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:t,y:r,channels:a,...u,render:Fy(function(c,p,d,f,m,g){m={...m,pointerSticky:!1};let v=m.ownerSVGElement,{data:b}=m.getMarkState(this),w=YR.get(v);w||YR.set(v,w={sticky:!1,roots:[],renders:[]});let $=w.renders.push(A)-1,{x,y:T,fx:S,fy:k}=p,R=S?S(c.fx)-f.marginLeft:0,P=k?k(c.fy)-f.marginTop:0;x?.bandwidth&&(R+=x.bandwidth()/2),T?.bandwidth&&(P+=T.bandwidth()/2);let N=c.fi!=null,M;if(N){let Y=w.facetStates;Y||(w.facetStates=Y=new Map),M=Y.get(this),M||Y.set(this,M=new Map)}let[L,q]=qr(this,f),{px:I,py:E}=d,K=I?Y=>I[Y]:Ky(d,L),B=E?Y=>E[Y]:jy(d,q),Q,F,j,G;function J(Y,ae){if(N)if(G&&(G=cancelAnimationFrame(G)),Y==null)M.delete(c.fi);else{M.set(c.fi,ae),G=requestAnimationFrame(()=>{G=null;for(let[O,W]of M)if(W<ae||W===ae&&O<c.fi){Y=null;break}A(Y)});return}A(Y)}function A(Y){if(Q===Y&&j===w.sticky)return;Q=Y,j=m.pointerSticky=w.sticky;let ae=Q==null?[]:[Q];N&&(ae.fx=c.fx,ae.fy=c.fy,ae.fi=c.fi);let O=g(ae,p,d,f,m);if(F){if(N){let W=F.parentNode,Z=F.getAttribute("transform"),D=O.getAttribute("transform");Z?O.setAttribute("transform",Z):O.removeAttribute("transform"),D?W.setAttribute("transform",D):W.removeAttribute("transform"),O.removeAttribute("aria-label"),O.removeAttribute("aria-description"),O.removeAttribute("aria-hidden")}F.replaceWith(O)}if(w.roots[$]=F=O,!(Q==null&&M?.size>1)){let W=Q==null?null:tr(b)?b[Q]:b.get(Q);m.dispatchValue(W)}return O}function X(Y){if(w.sticky||Y.pointerType==="mouse"&&Y.buttons===1)return;let[ae,O]=a_(Y);ae-=R,O-=P;let W=ae<f.marginLeft||ae>f.width-f.marginRight?1:e,Z=O<f.marginTop||O>f.height-f.marginBottom?1:n,D=null,we=o*o;for(let te of c){let $e=W*(K(te)-ae),Ve=Z*(B(te)-O),Lt=$e*$e+Ve*Ve;Lt<=we&&(D=te,we=Lt)}if(D!=null&&(e!==1||n!==1)){let te=K(D)-ae,$e=B(D)-O;we=te*te+$e*$e}J(D,we)}function oe(Y){Y.pointerType==="mouse"&&Q!=null&&(w.sticky&&w.roots.some(ae=>ae?.contains(Y.target))||(w.sticky?(w.sticky=!1,w.renders.forEach(ae=>ae(null))):(w.sticky=!0,A(Q)),Y.stopImmediatePropagation()))}function be(Y){Y.pointerType==="mouse"&&(w.sticky||J(null))}return v.addEventListener("pointerenter",X),v.addEventListener("pointermove",X),v.addEventListener("pointerdown",oe),v.addEventListener("pointerleave",be),A(null)},l)}}function XR(e){return Hy(1,1,e)}function JR(e){return Hy(1,.01,e)}function Vy(e){return Hy(.01,1,e)}function Ky({x1:e,x2:n,x:t=e},r){return e&&n?i=>(e[i]+n[i])/2:t?i=>t[i]:()=>r}function jy({y1:e,y2:n,y:t=e},r){return e&&n?i=>(e[i]+n[i])/2:t?i=>t[i]:()=>r}function wf(e){return Kr(e)&&e.interval===void 0?void 0:"tabular-nums"}function ZR(e,n){let{label:t=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:p=(i-u-a)/64,tickFormat:d,fontVariant:f=wf(e),round:m=!0,opacity:g,className:v}=n,b=Ba(n);v=Fa(v),g=et(g)[1],d===null&&(d=()=>null);let w=ge("svg",b).attr("class",`${v}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(L=>L.append("style").text(`:where(.${v}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${v}-ramp text) {
  white-space: pre;
}`)).call(Ha,c),$=L=>L.selectAll(".tick line").attr("y1",o+l-s),x,T=m?(L,q)=>L.rangeRound(q):(L,q)=>L.range(q),{type:S,domain:k,range:R,interpolate:P,scale:N,pivot:M}=e;if(P){let L=R===void 0?P:is(P.length===1?Nu(P):P,R);x=T(N.copy(),Kt(pt(u,i-a),Math.min(k.length+(M!==void 0),R===void 0?1/0:R.length)));let q=256,I=b.document.createElement("canvas");I.width=q,I.height=1;let E=I.getContext("2d");for(let K=0,B=q-1;K<q;++K)E.fillStyle=L(K/B),E.fillRect(K,0,1,1);w.append("image").attr("opacity",g).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",I.toDataURL())}else if(S==="threshold"){let L=k,q=d===void 0?I=>I:typeof d=="string"?Ar(d):d;x=T(wu().domain([-1,R.length-1]),[u,i-a]),w.append("g").attr("fill-opacity",g).selectAll().data(R).enter().append("rect").attr("x",(I,E)=>x(E-1)).attr("y",o).attr("width",(I,E)=>x(E)-x(E-1)).attr("height",s-o-l).attr("fill",I=>I),p=Oe(L,(I,E)=>E),d=I=>q(L[I],I)}else x=T(wa().domain(k),[u,i-a]),w.append("g").attr("fill-opacity",g).selectAll().data(k).enter().append("rect").attr("x",x).attr("y",o).attr("width",Math.max(0,x.bandwidth()-1)).attr("height",s-o-l).attr("fill",N),$=()=>{};return w.append("g").attr("transform",`translate(0,${s-l})`).call(Y1(x).ticks(Array.isArray(p)?null:p,typeof d=="string"?d:void 0).tickFormat(typeof d=="function"?d:void 0).tickSize(r).tickValues(Array.isArray(p)?p:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",tt(f,"normal")).call($).call(L=>L.select(".domain").remove()),t!==void 0&&w.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(t),w.node()}var qy=Math.PI/180;function vo(e,{marker:n,markerStart:t=n,markerMid:r=n,markerEnd:i=n}={}){e.markerStart=Uy(t),e.markerMid=Uy(r),e.markerEnd=Uy(i)}function Uy(e){if(e==null||e===!1)return null;if(e===!0)return eC;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return QR("auto");case"arrow-reverse":return QR("auto-start-reverse");case"dot":return fI;case"circle":case"circle-fill":return eC;case"circle-stroke":return hI;case"tick":return Wy("auto");case"tick-x":return Wy(90);case"tick-y":return Wy(0)}throw new Error(`invalid marker: ${e}`)}function QR(e){return(n,t)=>ge("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",n).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function fI(e,n){return ge("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(t=>t.append("circle").attr("r",2.5)).node()}function eC(e,n){return ge("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(t=>t.append("circle").attr("r",3)).node()}function hI(e,n){return ge("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(t=>t.append("circle").attr("r",3)).node()}function Wy(e){return(n,t)=>ge("svg:marker",t).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",n).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var mI=0;function zu(e,n,{stroke:t},r){return rC(e,n,t&&(i=>t[i]),null,r)}function tC(e,n,{stroke:t,z:r},i){return rC(e,n,t&&(([s])=>t[s]),r,i)}var Gy=1,nC=2;function gI(e,n){let t=new Uint8Array(n.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=gf;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=In(n[l]))&&(t[l]|=Gy)}}for(let s=i-1,o=gf;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=In(n[l]))&&(t[l]|=nC)}}return([s])=>t[s]}function rC(e,{markerStart:n,markerMid:t,markerEnd:r,stroke:i},s=()=>i,o,a){if(!n&&!t&&!r)return;let l=new Map,u=o&&gI(e,o);function c(p,d,f){return function(m){if(f&&!f(m))return;let g=s(m),v=l.get(d);v||l.set(d,v=new Map);let b=v.get(g);if(!b){let w=this.parentNode.insertBefore(d(g,a),this),$=`plot-marker-${++mI}`;w.setAttribute("id",$),v.set(g,b=`url(#${$})`)}this.setAttribute(p,b)}}n&&e.each(c("marker-start",n,u&&(p=>u(p)&Gy))),t&&u&&e.each(c("marker-start",t,p=>!(u(p)&Gy))),t&&e.each(c("marker-mid",t)),r&&e.each(c("marker-end",r,u&&(p=>u(p)&nC)))}function Va({inset:e,insetLeft:n,insetRight:t,...r}={}){return[n,t]=iC(e,n,t),{inset:e,insetLeft:n,insetRight:t,...r}}function xf({inset:e,insetTop:n,insetBottom:t,...r}={}){return[n,t]=iC(e,n,t),{inset:e,insetTop:n,insetBottom:t,...r}}function iC(e,n,t){return e===void 0&&n===void 0&&t===void 0?mt?[1,0]:[.5,.5]:[n,t]}function sC(e,{interval:n}){return e={...Vr(e)},e.interval=ef(e.interval===void 0?n:e.interval),e}function Yy(e,n,t,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=t,{value:a,interval:l}=sC(i,t);if(a==null||l==null&&!r)return t;let u=sr(i);if(l==null){let f,m={transform:g=>f||(f=qe(g,a)),label:u};return{...t,[e]:void 0,[`${e}1`]:s===void 0?m:s,[`${e}2`]:o===void 0&&!(s===o&&r)?m:o}}let c,p;function d(f){return p!==void 0&&f===c?p:p=Oe(qe(c=f,a),m=>l.floor(m))}return n({...t,[e]:void 0,[`${e}1`]:s===void 0?{transform:d,label:u}:s,[`${e}2`]:o===void 0?{transform:f=>d(f).map(m=>l.offset(m)),label:u}:o})}function oC(e,n,t){let{[e]:r}=t,{value:i,interval:s}=sC(r,t);return i==null||s==null?t:n({...t,[e]:{label:sr(r),transform:o=>{let a=Oe(qe(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(at(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function aC(e={}){return Yy("x",Va,e,!0)}function Xy(e={}){return Yy("x",Va,e)}function $f(e={}){return Yy("y",xf,e)}function lC(e={}){return oC("x",Va,e)}function uC(e={}){return oC("y",xf,e)}var cC={ariaLabel:"rule",fill:null,stroke:"currentColor"},_f=class extends Ce{constructor(n,t={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=t;super(n,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},bo(t,"x"),cC),this.insetTop=We(a),this.insetBottom=We(l),vo(this,t)}render(n,t,r,i,s){let{x:o,y:a}=t,{x:l,y1:u,y2:c}=r,{width:p,height:d,marginTop:f,marginRight:m,marginLeft:g,marginBottom:v}=i,{insetTop:b,insetBottom:w}=this;return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,{x:l&&o},mt,0).call($=>$.selectAll().data(n).enter().append("line").call(Ue,this).attr("x1",l?x=>l[x]:(g+p-m)/2).attr("x2",l?x=>l[x]:(g+p-m)/2).attr("y1",u&&!or(a)?x=>u[x]+b:f+b).attr("y2",c&&!or(a)?a.bandwidth?x=>c[x]+a.bandwidth()-w:x=>c[x]-w:d-v-w).call(gt,this,r).call(zu,this,r,s)).node()}},Sf=class extends Ce{constructor(n,t={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=t;super(n,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},bo(t,"y"),cC),this.insetRight=We(a),this.insetLeft=We(l),vo(this,t)}render(n,t,r,i,s){let{x:o,y:a}=t,{y:l,x1:u,x2:c}=r,{width:p,height:d,marginTop:f,marginRight:m,marginLeft:g,marginBottom:v}=i,{insetLeft:b,insetRight:w}=this;return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,{y:l&&a},0,mt).call($=>$.selectAll().data(n).enter().append("line").call(Ue,this).attr("x1",u&&!or(o)?x=>u[x]+b:g+b).attr("x2",c&&!or(o)?o.bandwidth?x=>c[x]+o.bandwidth()-w:x=>c[x]-w:p-m-w).attr("y1",l?x=>l[x]:(f+d-v)/2).attr("y2",l?x=>l[x]:(f+d-v)/2).call(gt,this,r).call(zu,this,r,s)).node()}};function Fe(e,n){let{x:t=Re,y:r,y1:i,y2:s,...o}=$f(n);return[i,s]=dC(r,i,s),new _f(e,{...o,x:t,y1:i,y2:s})}function Tt(e,n){let{y:t=Re,x:r,x1:i,x2:s,...o}=Xy(n);return[i,s]=dC(r,i,s),new Sf(e,{...o,y:t,x1:i,x2:s})}function dC(e,n,t){if(e==null){if(n===void 0){if(t!==void 0)return[0,t]}else if(t===void 0)return[0,n]}else{if(n===void 0)return t===void 0?[0,e]:[e,t];if(t===void 0)return[e,n]}return[n,t]}function Ka(e,...n){let t=n.length;for(let r=0,i=!0;r<t;++r)typeof n[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+n[r]+e[r+1]),n.splice(r,1),--r,--t);return r=>{let i=e[0];for(let s=0;s<t;++s)i+=n[s](r)+e[s+1];return i}}var bI={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},gC="\xAD",ja=class extends Ce{constructor(n,t={}){let{x:r,y:i,text:s=rn(n)&&tf(n)?Re:nr,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:p,monospace:d,fontFamily:f=d?"ui-monospace, monospace":void 0,fontSize:m,fontStyle:g,fontVariant:v,fontWeight:b,rotate:w}=t,[$,x]=et(w,0),[T,S]=xI(m);if(super(n,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:T,optional:!0},rotate:{value:pT($),optional:!0},text:{value:s,filter:Su,optional:!0}},t,bI),this.rotate=x,this.textAnchor=tt(a,"middle"),this.lineAnchor=Ut(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=Zy(p),this.monospace=!!d,this.fontFamily=lt(f),this.fontSize=S,this.fontStyle=lt(g),this.fontVariant=lt(v),this.fontWeight=lt(b),this.frameAnchor=ms(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=nw(this),this.clipLine=rw(this)}render(n,t,r,i,s){let{x:o,y:a}=t,{x:l,y:u,rotate:c,text:p,title:d,fontSize:f}=r,{rotate:m}=this,[g,v]=qr(this,i);return ge("svg:g",s).call(Ye,this,i,s).call(tw,this,p,i).call(Xe,this,{x:l&&o,y:u&&a}).call(b=>b.selectAll().data(n).enter().append("text").call(Ue,this).call(vI,this,p,d).attr("transform",Ka`translate(${l?w=>l[w]:g},${u?w=>u[w]:v})${c?w=>` rotate(${c[w]})`:m?` rotate(${m})`:""}`).call(ne,"font-size",f&&(w=>f[w])).call(gt,this,r)).node()}};function Zy(e){return e==null?null:Ut(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function vI(e,n,t,r){if(!t)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=n;e.each(function(u){let c=a(jr(t[u])??"").map(l),p=c.length,d=i==="top"?.71:i==="bottom"?1-p:(164-p*100)/200;if(p>1){let f=0;for(let m=0;m<p;++m){if(++f,!c[m])continue;let g=this.ownerDocument.createElementNS(ns.svg,"tspan");g.setAttribute("x",0),m===f-1?g.setAttribute("y",`${(d+m)*s}em`):g.setAttribute("dy",`${f*s}em`),g.textContent=c[m],this.appendChild(g),f=0}}else d&&this.setAttribute("y",`${d*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==t[u]){let f=this.ownerDocument.createElementNS(ns.svg,"title");f.textContent=t[u],this.appendChild(f)}})}function qa(e,{x:n,y:t,...r}={}){return r.frameAnchor===void 0&&([n,t]=ir(n,t)),new ja(e,{...r,x:n,y:t})}function Qy(e,{x:n=Re,...t}={}){return new ja(e,uC({...t,x:n}))}function ew(e,{y:n=Re,...t}={}){return new ja(e,lC({...t,y:n}))}function tw(e,n,t){ne(e,"text-anchor",n.textAnchor),ne(e,"font-family",n.fontFamily),ne(e,"font-size",n.fontSize),ne(e,"font-style",n.fontStyle),ne(e,"font-variant",n.fontVariant===void 0?yI(t):n.fontVariant),ne(e,"font-weight",n.fontWeight)}function yI(e){return e&&(mT(e)||at(e))?"tabular-nums":void 0}var wI=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function xI(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),wI.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function $I(e,n,t){let r=[],i,s=0;for(let[o,a,l]of _I(e)){if(i===void 0&&(i=o),s>i&&t(e,i,a)>n&&(r.push(e.slice(i,s)+(e[s-1]===gC?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*_I(e){let n=0,t=0,r=e.length;for(;t<r;){let i=1;switch(e[t]){case gC:case"-":++t,yield[n,t,!1],n=t;break;case" ":for(yield[n,t,!1];e[++t]===" ";);n=t;break;case"\r":e[t+1]===`
`&&++i;case`
`:yield[n,t,!0],t+=i,n=t;break;default:++t;break}}yield[n,t,!0]}var pC={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function kf(e,n=0,t=e.length){let r=0;for(let i=n;i<t;i=Ua(e,i))r+=pC[e[i]]??(vC(e,i)?120:pC.e);return r}function Tf(e,n=0,t=e.length){let r=0;for(let i=n;i<t;i=Ua(e,i))r+=vC(e,i)?126:63;return r}function nw({monospace:e,lineWidth:n,textOverflow:t}){if(t!=null||n==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?Tf:kf,i=n*100;return s=>$I(s,i,r)}function rw({monospace:e,lineWidth:n,textOverflow:t}){if(t==null||n==1/0)return s=>s;let r=e?Tf:kf,i=n*100;switch(t){case"clip-start":return s=>hC(s,i,r,"");case"clip-end":return s=>fC(s,i,r,"");case"ellipsis-start":return s=>hC(s,i,r,yo);case"ellipsis-middle":return s=>SI(s,i,r,yo);case"ellipsis-end":return s=>fC(s,i,r,yo)}}var yo="\u2026";function wo(e,n,t,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=Ua(e,o);let u=t(e,o,a);if(s+u>n){for(s+=r;s>n&&o>0;)a=o,o=i.pop(),s-=t(e,o,a);return[o,n-s]}s+=u,i.push(o)}return[-1,0]}function fC(e,n,t,r){e=e.trim();let i=t(r),[s]=wo(e,n,t,i);return s<0?e:e.slice(0,s).trimEnd()+r}function SI(e,n,t,r){e=e.trim();let i=t(e);if(i<=n)return e;let s=t(r)/2,[o,a]=wo(e,n/2,t,s),[l]=wo(e,i-n/2-a+s,t,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice(Ua(e,l)).trimStart()}function hC(e,n,t,r){e=e.trim();let i=t(e);if(i<=n)return e;let s=t(r),[o]=wo(e,i-n+s,t,-s);return o<0?r:r+e.slice(Ua(e,o)).trimStart()}var Jy=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,mC=new RegExp("\\p{Extended_Pictographic}","uy");function Ua(e,n){return n+=kI(e,n)?2:1,RI(e,n)&&(n=Jy.lastIndex),TI(e,n)?Ua(e,n+1):n}function bC(e,n){return e.charCodeAt(n)<128}function kI(e,n){let t=e.charCodeAt(n);if(t>=55296&&t<56320){let r=e.charCodeAt(n+1);return r>=56320&&r<57344}return!1}function TI(e,n){return e.charCodeAt(n)===8205}function RI(e,n){return bC(e,n)?!1:(Jy.lastIndex=n,Jy.test(e))}function vC(e,n){return bC(e,n)?!1:(mC.lastIndex=n,mC.test(e))}var CI={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},yC=3.5,AI=yC*5,wC={draw(e,n,t){let r=n*t/AI;e.moveTo(0,0),e.lineTo(0,-n),e.moveTo(-r,r-n),e.lineTo(0,-n),e.lineTo(r,r-n)}},EI={draw(e,n,t){e.moveTo(-t,0),e.lineTo(0,-n),e.lineTo(t,0)}},PI=new Map([["arrow",wC],["spike",EI]]);function MI(e){return e&&typeof e.draw=="function"}function DI(e){if(MI(e))return e;let n=PI.get(`${e}`.toLowerCase());if(n)return n;throw new Error(`invalid shape: ${e}`)}var Rf=class extends Ce{constructor(n,t={}){let{x:r,y:i,r:s=yC,length:o,rotate:a,shape:l=wC,anchor:u="middle",frameAnchor:c}=t,[p,d]=et(o,12),[f,m]=et(a,0);super(n,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:p,scale:"length",optional:!0},rotate:{value:f,optional:!0}},t,CI),this.r=+s,this.length=d,this.rotate=m,this.shape=DI(l),this.anchor=Ut(u,"anchor",["start","middle","end"]),this.frameAnchor=ms(c)}render(n,t,r,i,s){let{x:o,y:a}=t,{x:l,y:u,length:c,rotate:p}=r,{length:d,rotate:f,anchor:m,shape:g,r:v}=this,[b,w]=qr(this,i);return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,{x:l&&o,y:u&&a}).call($=>$.selectAll().data(n).enter().append("path").call(Ue,this).attr("transform",Ka`translate(${l?x=>l[x]:b},${u?x=>u[x]:w})${p?x=>` rotate(${p[x]})`:f?` rotate(${f})`:""}${m==="start"?"":m==="end"?c?x=>` translate(0,${c[x]})`:` translate(0,${d})`:c?x=>` translate(0,${c[x]/2})`:` translate(0,${d/2})`}`).attr("d",c?x=>{let T=Cr();return g.draw(T,c[x],v),T}:(()=>{let x=Cr();return g.draw(x,d,v),x})()).call(gt,this,r)).node()}};function xC(e,n={}){let{x:t=Re,...r}=n;return new Rf(e,{...r,x:t})}function $C(e,n={}){let{y:t=Re,...r}=n;return new Rf(e,{...r,y:t})}function bs(e,n){return arguments.length<2&&!rn(e)&&(n=e,e=null),n===void 0&&(n={}),[e,n]}function Cf({anchor:e}={},n){return e===void 0?n[0]:Ut(e,"anchor",n)}function _C(e){return Cf(e,["left","right"])}function SC(e){return Cf(e,["right","left"])}function kC(e){return Cf(e,["bottom","top"])}function TC(e){return Cf(e,["top","bottom"])}function sw(){let[e,n]=bs(...arguments);return AC("y",_C(n),e,n)}function RC(){let[e,n]=bs(...arguments);return AC("fy",SC(n),e,n)}function ow(){let[e,n]=bs(...arguments);return EC("x",kC(n),e,n)}function CC(){let[e,n]=bs(...arguments);return EC("fx",TC(n),e,n)}function AC(e,n,t,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:p,textStrokeOpacity:d,textStrokeWidth:f,tickSize:m=e==="y"?6:0,tickPadding:g,tickRotate:v,x:b,margin:w,marginTop:$=w===void 0?20:w,marginRight:x=w===void 0?n==="right"?40:0:w,marginBottom:T=w===void 0?20:w,marginLeft:S=w===void 0?n==="left"?40:0:w,label:k,labelAnchor:R,labelArrow:P,labelOffset:N,ariaLabel:M=`${e}-axis`,...L}){return m=We(m),g=We(g),v=We(v),R!==void 0&&(R=Ut(R,"labelAnchor",["center","top","bottom"])),P=VC(P),By(m&&!St(s)?LI(e,n,t,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:m,tickPadding:g,tickRotate:v,x:b,ariaLabel:M,...L}):null,St(l)?null:OI(e,n,t,{fill:l,fillOpacity:u,stroke:p,strokeOpacity:d,strokeWidth:f,textAnchor:c,tickSize:m,tickPadding:g,tickRotate:v,x:b,marginTop:$,marginRight:x,marginBottom:T,marginLeft:S,ariaLabel:M,...L}),!St(l)&&k!==null?qa([],zC({fill:l,fillOpacity:u,...L},function(q,I,E,K,B){let Q=K[e],{marginTop:F,marginRight:j,marginBottom:G,marginLeft:J}=e==="y"&&B.inset||B,A=R??(Q.bandwidth?"center":"top"),X=N??(n==="right"?j:J)-3;return A==="center"?(this.textAnchor=void 0,this.lineAnchor=n==="right"?"bottom":"top",this.frameAnchor=n,this.rotate=-90):(this.textAnchor=n==="right"?"end":"start",this.lineAnchor=A,this.frameAnchor=`${A}-${n}`,this.rotate=0),this.dy=A==="top"?3-F:A==="bottom"?G-3:0,this.dx=n==="right"?X:-X,this.ariaLabel=`${M} label`,{facets:[[0]],channels:{text:{value:[HC(e,Q,{anchor:n,label:k,labelAnchor:A,labelArrow:P})]}}}})):null)}function EC(e,n,t,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:p,textStrokeOpacity:d,textStrokeWidth:f,tickSize:m=e==="x"?6:0,tickPadding:g,tickRotate:v,y:b,margin:w,marginTop:$=w===void 0?n==="top"?30:0:w,marginRight:x=w===void 0?20:w,marginBottom:T=w===void 0?n==="bottom"?30:0:w,marginLeft:S=w===void 0?20:w,label:k,labelAnchor:R,labelArrow:P,labelOffset:N,ariaLabel:M=`${e}-axis`,...L}){return m=We(m),g=We(g),v=We(v),R!==void 0&&(R=Ut(R,"labelAnchor",["center","left","right"])),P=VC(P),By(m&&!St(s)?NI(e,n,t,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:m,tickPadding:g,tickRotate:v,y:b,ariaLabel:M,...L}):null,St(l)?null:II(e,n,t,{fill:l,fillOpacity:u,stroke:p,strokeOpacity:d,strokeWidth:f,textAnchor:c,tickSize:m,tickPadding:g,tickRotate:v,y:b,marginTop:$,marginRight:x,marginBottom:T,marginLeft:S,ariaLabel:M,...L}),!St(l)&&k!==null?qa([],zC({fill:l,fillOpacity:u,...L},function(q,I,E,K,B){let Q=K[e],{marginTop:F,marginRight:j,marginBottom:G,marginLeft:J}=e==="x"&&B.inset||B,A=R??(Q.bandwidth?"center":"right"),X=N??(n==="top"?F:G)-3;return A==="center"?(this.frameAnchor=n,this.textAnchor=void 0):(this.frameAnchor=`${n}-${A}`,this.textAnchor=A==="right"?"end":"start"),this.lineAnchor=n,this.dy=n==="top"?-X:X,this.dx=A==="right"?j-3:A==="left"?3-J:0,this.ariaLabel=`${M} label`,{facets:[[0]],channels:{text:{value:[HC(e,Q,{anchor:n,label:k,labelAnchor:A,labelArrow:P})]}}}})):null)}function LI(e,n,t,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=n+(e==="y"?"-empty":""),frameAnchor:a=n,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:p=u,dx:d=0,y:f=e==="y"?void 0:null,ariaLabel:m,...g}){return Wa($C,e,t,{ariaLabel:`${m} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:f,...g,dx:n==="left"?+d-mt+ +c:+d+mt-p,anchor:"start",length:l,shape:n==="left"?HI:VI})}function NI(e,n,t,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=n+(e==="x"?"-empty":""),frameAnchor:a=n,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:p=u,dy:d=0,x:f=e==="x"?void 0:null,ariaLabel:m,...g}){return Wa(xC,e,t,{ariaLabel:`${m} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:f,...g,dy:n==="bottom"?+d-mt-p:+d+mt+ +c,anchor:"start",length:l,shape:n==="bottom"?BI:FI})}function OI(e,n,t,{facetAnchor:r=n+(e==="y"?"-empty":""),frameAnchor:i=n,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*qy):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":n==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:p,inset:d=0,insetLeft:f=d,insetRight:m=d,dx:g=0,ariaLabel:v,y:b=e==="y"?void 0:null,...w}){return Wa(ew,e,t,{ariaLabel:`${v} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:p,rotate:o,y:b,...w,dx:n==="left"?+g-s-a+ +f:+g+ +s+ +a-m},function($,x,T,S,k){p===void 0&&(this.fontVariant=FC($)),l===void 0&&(k.text=BC($,x,T,S,n))})}function II(e,n,t,{facetAnchor:r=n+(e==="x"?"-empty":""),frameAnchor:i=n,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*qy):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^n==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":n==="bottom"?"top":"bottom",fontVariant:p,inset:d=0,insetTop:f=d,insetBottom:m=d,dy:g=0,x:v=e==="x"?void 0:null,ariaLabel:b,...w}){return Wa(Qy,e,t,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:p,rotate:o,x:v,...w,dy:n==="bottom"?+g+ +s+ +a-m:+g-s-a+ +f},function($,x,T,S,k){p===void 0&&(this.fontVariant=FC($)),l===void 0&&(k.text=BC($,x,T,S,n))})}function PC(){let[e,n]=bs(...arguments);return NC("y",_C(n),e,n)}function MC(){let[e,n]=bs(...arguments);return NC("fy",SC(n),e,n)}function DC(){let[e,n]=bs(...arguments);return OC("x",kC(n),e,n)}function LC(){let[e,n]=bs(...arguments);return OC("fx",TC(n),e,n)}function NC(e,n,t,{y:r=e==="y"?void 0:null,x:i=null,x1:s=n==="left"?i:null,x2:o=n==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return Wa(Tt,e,t,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,...IC(u)})}function OC(e,n,t,{x:r=e==="x"?void 0:null,y:i=null,y1:s=n==="top"?i:null,y2:o=n==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return Wa(Fe,e,t,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,...IC(u)})}function IC({color:e="currentColor",opacity:n=.1,stroke:t=e,strokeOpacity:r=n,strokeWidth:i=1,...s}){return{stroke:t,strokeOpacity:r,strokeWidth:i,...s}}function zC({fill:e,fillOpacity:n,fontFamily:t,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},p){return[,e]=nn(e),[,n]=et(n),{facet:"super",x:null,y:null,fill:e,fillOpacity:n,fontFamily:t,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:p}}function Wa(e,n,t,r,i,s){let o;function a(c,p,d,f,m,g){let v=c==null&&(n==="fx"||n==="fy"),{[n]:b}=f;if(!b)throw new Error(`missing scale: ${n}`);let w=b.domain(),{interval:$,ticks:x,tickFormat:T,tickSpacing:S=n==="x"?80:35}=i;if(typeof x=="string"&&KC(b)&&($=x,x=void 0),x===void 0&&(x=Hr($,b.type)??zI(b,S)),c==null){if(rn(x))c=Fr(x);else if(hs(x))c=iw(x,...Mt(w));else if(b.interval){let R=b.interval;if(b.ticks){let[P,N]=Mt(w),M=(N-P)/R[Sa];R=Gv(R,M/x)??R,c=iw(R,P,N)}else{c=w;let P=c.length;R=Gv(R,P/x)??R,R!==b.interval&&(c=iw(R,...Mt(c)))}if(R===b.interval){let P=Math.round(c.length/x);P>1&&(c=c.filter((N,M)=>M%P===0))}}else b.ticks?c=b.ticks(x):c=w;if(!b.ticks&&c.length&&c!==w){let R=new kr(w);c=c.filter(P=>R.has(P)),c.length||sn(`Warning: the ${n}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}n==="y"||n==="x"?p=[Wt(c)]:o[n]={scale:n,value:Re}}s?.call(this,b,c,x,T,o);let k=Object.fromEntries(Object.entries(o).map(([R,P])=>[R,{...P,value:qe(c,P.value)}]));return v&&(p=g.filterFacets(c,k)),{data:c,facets:p,channels:k}}let l=Ti(i).initializer,u=e(t,Ti({...i,initializer:a},l));return t==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function zI(e,n){let[t,r]=Mt(e.range());return(r-t)/n}function BC(e,n,t,r,i){return{value:Bu(e,n,t,r,i)}}function Bu(e,n,t,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&n&&at(n)?J2(e.type,n,i)??jr:e.tickFormat?e.tickFormat(typeof t=="number"?t:null,r):typeof r=="string"&&e.domain().length>0?(at(e.domain())?Nr:Ar)(r):r===void 0?jr:mn(r)}function iw(e,n,t){return e.range(n,e.offset(e.floor(t)))}var BI={draw(e,n){e.moveTo(0,0),e.lineTo(0,n)}},FI={draw(e,n){e.moveTo(0,0),e.lineTo(0,-n)}},HI={draw(e,n){e.moveTo(0,0),e.lineTo(-n,0)}},VI={draw(e,n){e.moveTo(0,0),e.lineTo(n,0)}};function FC(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function HC(e,n,{anchor:t,label:r=n.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&KC(n)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!n.bandwidth||n.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=kR(n);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return t==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return t==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function VC(e="auto"){return St(e)?!1:typeof e=="boolean"?e:Ut(e,"labelArrow",["auto","up","right","down","left"])}function KC(e){return at(e.domain())}function jC(e,n){if(n==null)return n;let t=e(n);if(!t)throw new Error(`scale not found: ${n}`);return t}function qC(e,{opacity:n,...t}={}){if(!Kr(e)&&!Py(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return WC(e,t,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",et(n)[1]).append("rect").attr("width","100%").attr("height","100%"))}function UC(e,{fill:n=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:t=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:St(n)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=nn(n),[p,d]=nn(r),f=jC(l,u),m=jC(l,p),g=o*o*Math.PI;return t=et(t)[1],i=et(i)[1],s=et(s)[1],WC(e,a,(v,b,w,$)=>v.append("svg").attr("viewBox","-8 -8 16 16").attr("width",w).attr("height",$).attr("fill",u==="color"?x=>f.scale(x):c).attr("fill-opacity",t).attr("stroke",p==="color"?x=>m.scale(x):d).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",x=>{let T=Cr();return e.scale(x).draw(T,g),T}))}function WC(e,n={},t){let{columns:r,tickFormat:i,fontVariant:s=wf(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:p,width:d}=n,f=Ba(n);c=Fa(c),i=Bu(e.scale,e.domain,void 0,i);let m=ge("div",f).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),g;return r!=null?(g=`:where(.${c}-swatches-columns .${c}-swatch) {
  display: flex;
  align-items: center;
  break-inside: avoid;
  padding-bottom: 1px;
}
:where(.${c}-swatches-columns .${c}-swatch::before) {
  flex-shrink: 0;
}
:where(.${c}-swatches-columns .${c}-swatch-label) {
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}`,m.style("columns",r).selectAll().data(e.domain).enter().append("div").attr("class",`${c}-swatch`).call(t,e,a,l).call(v=>v.append("div").attr("class",`${c}-swatch-label`).attr("title",i).text(i))):(g=`:where(.${c}-swatches-wrap) {
  display: flex;
  align-items: center;
  min-height: 33px;
  flex-wrap: wrap;
}
:where(.${c}-swatches-wrap .${c}-swatch) {
  display: inline-flex;
  align-items: center;
  margin-right: 1em;
}`,m.selectAll().data(e.domain).enter().append("span").attr("class",`${c}-swatch`).call(t,e,a,l).append(function(){return this.ownerDocument.createTextNode(i.apply(this,arguments))})),m.call(v=>v.insert("style","*").text(`:where(.${c}-swatches) {
  font-family: system-ui, sans-serif;
  font-size: 10px;
  margin-bottom: 0.5em;
}
:where(.${c}-swatch > svg) {
  margin-right: 0.5em;
  overflow: visible;
}
${g}`)).style("margin-left",u?`${+u}px`:null).style("width",d===void 0?null:`${+d}px`).style("font-variant",tt(s,"normal")).call(Ha,p).node()}var aw=new Map([["symbol",UC],["color",XC],["opacity",KI]]);function GC(e,n,t={}){return(r,i)=>{if(!aw.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return aw.get(r)(e[r],YC(n,t[r],i),s=>e[s])}}function YC({className:e,...n},{label:t,ticks:r,tickFormat:i}={},s){return vT(s,{className:e,...n},{label:t,ticks:r,tickFormat:i})}function XC(e,{legend:n=!0,...t}){if(n===!0&&(n=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${n}`.toLowerCase()){case"swatches":return qC(e,t);case"ramp":return ZR(e,t);default:throw new Error(`unknown legend type: ${n}`)}}function KI({type:e,interpolate:n,...t},{legend:r=!0,color:i=er(0,0,0),...s}){if(!n)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return XC({type:e,...t,interpolate:jI(i)},{legend:r,...s})}function jI(e){let{r:n,g:t,b:r}=er(e)||er(0,0,0);return i=>`rgba(${n},${t},${r},${i})`}function JC(e,n,t){let r=[];for(let[i,s]of aw){let o=t[i];if(o?.legend&&i in e){let a=s(e[i],YC(n,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function Ga(e={},n="y"){return iy(e)?e:{...e,[n]:Re}}function ZC(e,n){if(n.length===1)return{data:e,facets:n};let t=fs(e),r=new Uint8Array(t),i=0;for(let a of n)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:n};e=ds(e);let s=e[Jv]=new Uint32Array(t+i);n=n.map(a=>ds(a,Uint32Array));let o=t;r.fill(0);for(let a of n)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:n}}function qI(e={},n={}){arguments.length===1&&([e,n]=UI(e));let{x1:t,x:r=t,y:i,...s}=n,[o,a,l,u]=GI(r,i,"x","y",e,s);return{...o,x1:t,x:a,y1:l,y2:u,y:Au(l,u)}}function Ya({y:e,y1:n,y2:t,...r}={}){return r=bo(r,"x"),n===void 0&&t===void 0?qI({y:e,...r}):([n,t]=aT(e,n,t),{...r,y1:n,y2:t})}function UI(e){let{offset:n,order:t,reverse:r,...i}=e;return[{offset:n,order:t,reverse:r},i]}var WI={length:!0};function GI(e,n=nT,t,r,{offset:i,order:s,reverse:o},a){if(n===null)throw new Error(`stack requires ${r}`);let l=Ca(a),[u,c]=zn(e),[p,d]=Aa(n),[f,m]=Aa(n);return p.hint=f.hint=WI,i=YI(i),s=ZI(s,i,r),[go(a,(g,v,b)=>{({data:g,facets:v}=ZC(g,v));let w=e==null?void 0:c(Eu(qe(g,e),b?.[t])),$=qe(g,n,Float64Array),x=qe(g,l),T=s&&s(g,w,$,x),S=fs(g),k=d(new Float64Array(S)),R=m(new Float64Array(S)),P=[];for(let N of v){let M=w?Array.from(Hs(N,L=>w[L]).values()):[N];if(T)for(let L of M)L.sort(T);for(let L of M){let q=0,I=0;o&&L.reverse();for(let E of L){let K=$[E];K<0?q=R[E]=(k[E]=q)+K:K>0?I=R[E]=(k[E]=I)+K:R[E]=k[E]=I}}P.push(M)}return i&&i(P,k,R,x),{data:g,facets:v}}),u,p,f]}function YI(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return XI;case"center":case"silhouette":return JI;case"wiggle":return nA}throw new Error(`unknown offset: ${e}`)}}function tA(e,n){let t=0,r=0;for(let i of e){let s=n[i];s<t&&(t=s),s>r&&(r=s)}return[t,r]}function XI(e,n,t){for(let r of e)for(let i of r){let[s,o]=tA(i,t);for(let a of i){let l=1/(o-s||1);n[a]=l*(n[a]-s),t[a]=l*(t[a]-s)}}}function JI(e,n,t){for(let r of e){for(let i of r){let[s,o]=tA(i,t);for(let a of i){let l=(o+s)/2;n[a]-=l,t[a]-=l}}rA(r,n,t)}iA(e,n,t)}function nA(e,n,t,r){for(let i of e){let s=new kn,o=0;for(let a of i){let l=-1,u=a.map(f=>Math.abs(t[f]-n[f])),c=a.map(f=>{l=r?r[f]:++l;let m=t[f]-n[f],g=s.has(l)?m-s.get(l):0;return s.set(l,m),g}),p=[0,...D1(c)];for(let f of a)n[f]+=o,t[f]+=o;let d=Jn(u);d&&(o-=Jn(u,(f,m)=>(c[m]/2+p[m])*f)/d)}rA(i,n,t)}iA(e,n,t)}function rA(e,n,t){let r=Tn(e,i=>Tn(i,s=>n[s]));for(let i of e)for(let s of i)n[s]-=r,t[s]-=r}function iA(e,n,t){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(Tn(a,l=>n[l])+Vt(a,l=>t[l]))/2),o=Tn(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])n[u]+=l,t[u]+=l}}function ZI(e,n,t){if(e===void 0&&n===nA)return QC(Bt);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?lo:Bt;switch((r?e.slice(1):e).toLowerCase()){case"value":case t:return QI(i);case"z":return e9(i);case"sum":return t9(i);case"appearance":return n9(i);case"inside-out":return QC(i)}return eA(Qv(e))}if(typeof e=="function")return(e.length===1?eA:r9)(e);if(tr(e))return i9(e);throw new Error(`invalid order: ${e}`)}}function QI(e){return(n,t,r)=>(i,s)=>e(r[i],r[s])}function e9(e){return(n,t,r,i)=>(s,o)=>e(i[s],i[o])}function t9(e){return Af(e,(n,t,r,i)=>jd(Wt(n),s=>Jn(s,o=>r[o]),s=>i[s]))}function n9(e){return Af(e,(n,t,r,i)=>jd(Wt(n),s=>t[Um(s,o=>r[o])],s=>i[s]))}function QC(e){return Af(e,(n,t,r,i)=>{let s=Wt(n),o=jd(s,p=>t[Um(p,d=>r[d])],p=>i[p]),a=hi(s,p=>Jn(p,d=>r[d]),p=>i[p]),l=[],u=[],c=0;for(let p of o)c<0?(c+=a.get(p),l.push(p)):(c-=a.get(p),u.push(p));return u.reverse().concat(l)})}function eA(e){return n=>{let t=qe(n,e);return(r,i)=>Bt(t[r],t[i])}}function r9(e){return n=>tr(n)?(t,r)=>e(n[t],n[r]):(t,r)=>e(n.get(t),n.get(r))}function i9(e){return Af(Bt,()=>e)}function Af(e,n){return(t,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new kn(n(t,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var s9={ariaLabel:"rect"},Mf=class extends Ce{constructor(n,t={}){let{x1:r,y1:i,x2:s,y2:o}=t;super(n,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},t,s9),Fu(this,t),Hu(this,t)}render(n,t,r,i,s){let{x:o,y:a}=t,{x1:l,y1:u,x2:c,y2:p}=r,{marginTop:d,marginRight:f,marginBottom:m,marginLeft:g,width:v,height:b}=i,{projection:w}=s,{insetTop:$,insetRight:x,insetBottom:T,insetLeft:S}=this,{rx:k,ry:R,rx1y1:P,rx1y2:N,rx2y1:M,rx2y2:L}=this;(l||c)&&!w&&or(o)&&(l=c=null),(u||p)&&!w&&or(a)&&(u=p=null);let q=o?.bandwidth?o.bandwidth():0,I=a?.bandwidth?a.bandwidth():0;return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,{},0,0).call(E=>E.selectAll().data(n).enter().call(P||N||M||L?K=>K.append("path").call(Ue,this).call(Vu,l&&c?B=>l[B]+(c[B]<l[B]?-x:S):l?B=>l[B]+S:g+S,u&&p?B=>u[B]+(p[B]<u[B]?-T:$):u?B=>u[B]+$:d+$,l&&c?B=>c[B]-(c[B]<l[B]?-S:x):l?B=>l[B]+q-x:v-f-x,u&&p?B=>p[B]-(p[B]<u[B]?-$:T):u?B=>u[B]+I-T:b-m-T,this).call(gt,this,r):K=>K.append("rect").call(Ue,this).attr("x",l?c?B=>Math.min(l[B],c[B])+S:B=>l[B]+S:g+S).attr("y",u?p?B=>Math.min(u[B],p[B])+$:B=>u[B]+$:d+$).attr("width",l?c?B=>Math.max(0,Math.abs(c[B]-l[B])+q-S-x):q-S-x:v-f-g-x-S).attr("height",u?p?B=>Math.max(0,Math.abs(u[B]-p[B])+I-$-T):I-$-T:b-d-m-$-T).call(ne,"rx",k).call(ne,"ry",R).call(gt,this,r))).node()}};function Fu(e,{inset:n=0,insetTop:t=n,insetRight:r=n,insetBottom:i=n,insetLeft:s=n}={}){e.insetTop=We(t),e.insetRight=We(r),e.insetBottom=We(i),e.insetLeft=We(s)}function Hu(e,{r:n,rx:t,ry:r,rx1:i=n,ry1:s=n,rx2:o=n,ry2:a=n,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:p=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||p?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=p):(e.rx=tt(t,"auto"),e.ry=tt(r,"auto"))}function Vu(e,n,t,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof n!="function"&&(n=mn(n)),typeof t!="function"&&(t=mn(t)),typeof r!="function"&&(r=mn(r)),typeof i!="function"&&(i=mn(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),p=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",d=>{let f=n(d),m=t(d),g=r(d),v=i(d),b=f>g,w=m>v,$=b?g:f,x=b?f:g,T=w?v:m,S=w?m:v,k=Math.min(1,(x-$)/c,(S-T)/p),R=k*(b?w?u:l:w?a:o),P=k*(b?w?a:o:w?u:l),N=k*(b?w?o:a:w?l:u),M=k*(b?w?l:u:w?o:a);return`M${$},${T+Pf(R,M)}A${R},${R} 0 0 ${R<0?0:1} ${$+Ef(R,M)},${T}H${x-Ef(P,N)}A${P},${P} 0 0 ${P<0?0:1} ${x},${T+Pf(P,N)}V${S-Pf(N,P)}A${N},${N} 0 0 ${N<0?0:1} ${x-Ef(N,P)},${S}H${$+Ef(M,R)}A${M},${M} 0 0 ${M<0?0:1} ${$},${S-Pf(M,R)}Z`})}function Ef(e,n){return n<0?e:Math.abs(e)}function Pf(e,n){return n<0?Math.abs(e):e}function vs(e,n={}){return Zp(n)||(n={...n,x:nr,y2:Re,interval:1}),new Mf(e,Ya(aC(Ga(n))))}var o9={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},a9={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},Df=class extends Ce{constructor(n={}){let{anchor:t=null}=n;super(ka,void 0,n,t==null?o9:a9),this.anchor=ry(t,"anchor",["top","right","bottom","left"]),Fu(this,n),t||Hu(this,n)}render(n,t,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:p}=i,{anchor:d,insetTop:f,insetRight:m,insetBottom:g,insetLeft:v}=this,{rx:b,ry:w,rx1y1:$,rx1y2:x,rx2y1:T,rx2y2:S}=this,k=u+v,R=c-a-m,P=o+f,N=p-l-g;return ge(d?"svg:line":$||x||T||S?"svg:path":"svg:rect",s).datum(0).call(Ye,this,i,s).call(Ue,this).call(gt,this,r).call(Xe,this,{}).call(d==="left"?M=>M.attr("x1",k).attr("x2",k).attr("y1",P).attr("y2",N):d==="right"?M=>M.attr("x1",R).attr("x2",R).attr("y1",P).attr("y2",N):d==="top"?M=>M.attr("x1",k).attr("x2",R).attr("y1",P).attr("y2",P):d==="bottom"?M=>M.attr("x1",k).attr("x2",R).attr("y1",N).attr("y2",N):$||x||T||S?M=>M.call(Vu,k,P,R,N,this):M=>M.attr("x",k).attr("y",P).attr("width",R-k).attr("height",N-P).attr("rx",b).attr("ry",w)).node()}};function Ku(e){return new Df(e)}var lw={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},l9=new Set(["geometry","href","src","ariaLabel","scales"]),uw=class extends Ce{constructor(n,t={}){t.tip&&(t={...t,tip:!1}),t.title===void 0&&rn(n)&&tf(n)&&(t={...t,title:Re});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:p,fontFamily:d=p?"ui-monospace, monospace":void 0,fontSize:f,fontStyle:m,fontVariant:g,fontWeight:v,lineHeight:b=1,lineWidth:w=20,frameAnchor:$,format:x,textAnchor:T="start",textOverflow:S,textPadding:k=8,title:R,pointerSize:P=12,pathFilter:N="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=t;super(n,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:R,optional:!0}},t,lw),this.anchor=rf(u,"anchor"),this.preferredAnchor=rf(c,"preferredAnchor"),this.frameAnchor=ms($),this.textAnchor=tt(T,"middle"),this.textPadding=+k,this.pointerSize=+P,this.pathFilter=lt(N),this.lineHeight=+b,this.lineWidth=+w,this.textOverflow=Zy(S),this.monospace=!!p,this.fontFamily=lt(d),this.fontSize=We(f),this.fontStyle=lt(m),this.fontVariant=lt(g),this.fontWeight=lt(v);for(let M in lw)M in this.channels&&(this[M]=lw[M]);this.splitLines=nw(this),this.clipLine=rw(this),this.format=typeof x=="string"||typeof x=="function"?{title:x}:{...x}}render(n,t,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=t,{ownerSVGElement:p,document:d}=s,{anchor:f,monospace:m,lineHeight:g,lineWidth:v}=this,{textPadding:b,pointerSize:w,pathFilter:$}=this,{marginTop:x,marginLeft:T}=i,{x1:S,y1:k,x2:R,y2:P,x:N=S??R,y:M=k??P}=r,L=u?u(n.fx)-T:0,q=c?c(n.fy)-x:0,[I,E]=qr(this,i),K=Ky(r,I),B=jy(r,E),Q=m?Tf:kf,F=Q(yo),j,G;"title"in r?(j=aA.call(this,{title:r.channels.title},t),G=p9):(j=aA.call(this,r.channels,t),G=f9);let J=ge("svg:g",s).call(Ye,this,i,s).call(tw,this).call(Xe,this,{x:N&&a,y:M&&l}).call(oe=>oe.selectAll().data(n).enter().append("g").attr("transform",be=>`translate(${Math.round(K(be))},${Math.round(B(be))})`).call(Ue,this).call(be=>be.append("path").attr("filter",$)).call(be=>be.append("text").each(function(Y){let ae=Zn(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let O=G.call(o,Y,n,j,t,r);if(typeof O=="string")for(let W of o.splitLines(O))A(ae,{value:o.clipLine(W)});else{let W=new Set;for(let Z of O){let{label:D=""}=Z;D&&W.has(D)||(W.add(D),A(ae,Z))}}})));function A(oe,{label:be,value:Y,color:ae,opacity:O}){be??="",Y??="";let W=ae!=null||O!=null,Z,D=v*100,[we]=wo(be,D,Q,F);if(we>=0)be=be.slice(0,we).trimEnd()+yo,Z=Y.trim(),Y="";else{(be||!Y&&!W)&&(Y=" "+Y);let[$e]=wo(Y,D-Q(be),Q,F);$e>=0&&(Z=Y.trim(),Y=Y.slice(0,$e).trimEnd()+yo)}let te=oe.append("tspan").attr("x",0).attr("dy",`${g}em`).text("\u200B");be&&te.append("tspan").attr("font-weight","bold").text(be),Y&&te.append(()=>d.createTextNode(Y)),W&&te.append("tspan").text(" \u25A0").attr("fill",ae).attr("fill-opacity",O).style("user-select","none"),Z&&te.append("title").text(Z)}function X(){let{width:oe,height:be}=i.facet??i;J.selectChildren().each(function(Y){let{x:ae,width:O,height:W}=this.getBBox();O=Math.round(O),W=Math.round(W);let Z=f;if(Z===void 0){let te=K(Y)+L,$e=B(Y)+q,Ve=te+O+w+b*2<oe,Lt=te-O-w-b*2>0,Hi=$e+W+w+b*2<be,Ts=$e-W-w-b*2>0;Z=Ve&&Lt?Hi&&Ts?o.preferredAnchor:Ts?"bottom":"top":Hi&&Ts?Ve?"left":"right":(Ve||Lt)&&(Hi||Ts)?`${Ts?"bottom":"top"}-${Ve?"left":"right"}`:o.preferredAnchor}let D=this.firstChild,we=this.lastChild;if(D.setAttribute("d",d9(Z,w,b,O,W)),ae)for(let te of we.childNodes)te.setAttribute("x",-ae);we.setAttribute("y",`${+u9(Z,we.childNodes.length,g).toFixed(6)}em`),we.setAttribute("transform",`translate(${c9(Z,w,b,O,W)})`)}),J.attr("visibility",null)}return n.length&&(J.attr("visibility","hidden"),p.isConnected?Promise.resolve().then(X):typeof requestAnimationFrame<"u"&&requestAnimationFrame(X)),J.node()}};function dA(e,{x:n,y:t,...r}={}){return r.frameAnchor===void 0&&([n,t]=ir(n,t)),new uw(e,{...r,x:n,y:t})}function u9(e,n,t){return/^top(?:-|$)/.test(e)?.94-t:-.29-n*t}function c9(e,n,t,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[t,n+t];case"top":return[-r/2,n/2+t];case"top-right":return[-r-t,n+t];case"right":return[-n/2-r-t,i/2];case"bottom-left":return[t,-n-t];case"bottom":return[-r/2,-n/2-t];case"bottom-right":return[-r-t,-n-t];case"left":return[t+n/2,i/2]}}function d9(e,n,t,r,i){let s=r+t*2,o=i+t*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${n},${n}h${s-n}v${o}h${-s}z`;case"top":return`M0,0l${n/2},${n/2}h${(s-n)/2}v${o}h${-s}v${-o}h${(s-n)/2}z`;case"top-right":return`M0,0l${-n},${n}h${n-s}v${o}h${s}z`;case"right":return`M0,0l${-n/2},${-n/2}v${n/2-o/2}h${-s}v${o}h${s}v${n/2-o/2}z`;case"bottom-left":return`M0,0l${n},${-n}h${s-n}v${-o}h${-s}z`;case"bottom":return`M0,0l${n/2},${-n/2}h${(s-n)/2}v${-o}h${-s}v${o}h${(s-n)/2}z`;case"bottom-right":return`M0,0l${-n},${-n}h${n-s}v${-o}h${s}z`;case"left":return`M0,0l${n/2},${-n/2}v${n/2-o/2}h${s}v${o}h${-s}v${n/2-o/2}z`}}function aA(e,n){let t={},r=this.format;r=lA(r,e,"x"),r=lA(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")t[i]=!0;else{let o=yy(e,i);o&&(t[i]=o)}}for(let i in e){if(i in t||i in r||l9.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=yy(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;t[i]=s}}this.facet&&(n.fx&&!("fx"in r)&&(t.fx=!0),n.fy&&!("fy"in r)&&(t.fy=!0));for(let i in t){let s=this.format[i];if(typeof s=="string"){let o=t[i]?.value??n[i]?.domain()??[];this.format[i]=(at(o)?Nr:Ar)(s)}else if(s===void 0||s===!0){let o=n[i];this.format[i]=o?.bandwidth?Bu(o,o.domain()):jr}}return t}function lA(e,n,t){if(!(t in e))return e;let r=`${t}1`,i=`${t}2`;if((r in e||!(r in n))&&(i in e||!(i in n)))return e;let s=Object.entries(e),o=e[t];return s.splice(s.findIndex(([a])=>a===t)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function p9(e,n,{title:t}){return this.format.title(t.value[e],e)}function*f9(e,n,t,r,i){for(let s in t){if(s==="fx"||s==="fy"){yield{label:Lf(r,t,s),value:this.format[s](n[s],e)};continue}if(s==="x1"&&"x2"in t||s==="y1"&&"y2"in t)continue;let o=t[s];if(s==="x2"&&"x1"in t)yield{label:cA(r,t,"x"),value:uA(this.format.x2,t.x1,o,e)};else if(s==="y2"&&"y1"in t)yield{label:cA(r,t,"y"),value:uA(this.format.y2,t.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!On(a)&&l==null)continue;yield{label:Lf(r,t,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function uA(e,n,t,r){return t.hint?.length?`${e(t.value[r]-n.value[r],r)}`:`${e(n.value[r],r)}\u2013${e(t.value[r],r)}`}function cA(e,n,t){let r=Lf(e,n,`${t}1`,t),i=Lf(e,n,`${t}2`,t);return r===i?r:`${r}\u2013${i}`}function Lf(e,n,t,r=t){let i=n[t],s=e[i?.scale??t];return String(s?.label??i?.label??r)}function Ae(e={}){let{facet:n,style:t,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=Fa(e.className),u=e.marks===void 0?[]:fA(e.marks);u.push(...y9(u));let c=b9(n,e),p=new Map;for(let F of u){let j=hA(F,c,e);j&&p.set(F,j)}let d=new Map;c&&ju(d,[c],e),ju(d,p,e);let f=fA(w9(u,d,e));for(let F of f){let j=hA(F,c,e);j&&p.set(F,j)}u.unshift(...f);let m=ER(d,e);if(m!==void 0){let F=c?hf(m,c):void 0;for(let G of u){if(G.facet===null||G.facet==="super")continue;let J=p.get(G);J!==void 0&&(J.facetsIndex=G.fx!=null||G.fy!=null?hf(m,J):F)}let j=new Set;for(let{facetsIndex:G}of p.values())G?.forEach((J,A)=>{J?.length>0&&j.add(A)});m.forEach(0<j.size&&j.size<m.length?(G,J)=>G.empty=!j.has(J):G=>G.empty=!1);for(let G of u)if(G.facet==="exclude"){let J=p.get(G);J!==void 0&&(J.facetsIndex=DR(J.facetsIndex))}}for(let F of Ie.keys())Ta(e[F])&&F!=="fx"&&F!=="fy"&&d.set(F,[]);let g=new Map;for(let F of u){if(g.has(F))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:j,channels:G}=p.get(F)??{},{data:J,facets:A,channels:X}=F.initialize(j,G,e);pw(X,e),g.set(F,{data:J,facets:A,channels:X})}let v=Ou(ju(d,g,e),e),b=GR(v,u,e);SR(v,b);let w=Ay(v),{fx:$,fy:x}=w,T=$||x?Ey(v,b):b,S=$||x?R9(w,b):b,k=Ba(e),R=k.document,P=sa("svg").call(R.documentElement),N=P;k.ownerSVGElement=P,k.className=l,k.projection=OR(e,T),k.path=function(){return cu(this.projection??VR(w))},k.filterFacets=(F,j)=>hf(m,{channels:j,groups:pf(F,j)}),k.getMarkState=F=>{let j=g.get(F),G=p.get(F);return{...j,channels:{...j.channels,...G?.channels}}},k.dispatchValue=F=>{N.value!==F&&(N.value=F,N.dispatchEvent(new k.document.defaultView.Event("input",{bubbles:!0})))};let M=new Set;for(let[F,j]of g)if(F.initializer!=null){let G=F.facet==="super"?S:T,J=F.initializer(j.data,j.facets,j.channels,w,G,k);if(J.data!==void 0&&(j.data=J.data),J.facets!==void 0&&(j.facets=J.facets),J.channels!==void 0){let{fx:A,fy:X,...oe}=J.channels;g9(oe),Object.assign(j.channels,oe);for(let be of Object.values(oe)){let{scale:Y}=be;Y!=null&&!$T(Ie.get(Y))&&(bA(be,e),M.add(Y))}(A!=null||X!=null)&&p.set(F,!0)}}if(M.size){let F=new Map;ju(F,g,e,A=>M.has(A)),ju(d,g,e,A=>M.has(A));let j=T9(Ou(F,e),v),{scales:G,...J}=Ay(j);Object.assign(v,j),Object.assign(w,J),Object.assign(w.scales,G)}let L,q;m!==void 0&&(L={x:$?.domain(),y:x?.domain()},m=PR(m,L),q=MR($,x,b));for(let[F,j]of g)j.values=F.scale(j.channels,w,k);let{width:I,height:E}=b;Zn(P).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",I).attr("height",E).attr("viewBox",`0 0 ${I} ${E}`).attr("aria-label",o).attr("aria-description",a).call(F=>F.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(Ha,t);for(let F of u){let{channels:j,values:G,facets:J}=g.get(F);if(m===void 0||F.facet==="super"){let A=null;if(J&&(A=J[0],A=F.filter(A,j,G),A.length===0))continue;let X=F.render(A,w,G,S,k);if(X==null)continue;P.appendChild(X)}else{let A;for(let X of m){if(!(F.facetAnchor?.(m,L,X)??!X.empty))continue;let oe=null;if(J){let Y=p.has(F);if(oe=J[Y?X.i:0],oe=F.filter(oe,j,G),oe.length===0)continue;!Y&&oe===J[0]&&(oe=lT(oe)),oe.fx=X.x,oe.fy=X.y,oe.fi=X.i}let be=F.render(oe,w,G,T,k);if(be!=null){(A??=Zn(P).append("g")).append(()=>be).datum(X);for(let Y of["aria-label","aria-description","aria-hidden","transform"])be.hasAttribute(Y)&&(A.attr(Y,be.getAttribute(Y)),be.removeAttribute(Y))}}A?.selectChildren().each(q)}}let K=JC(v,k,e),{figure:B=r!=null||i!=null||s!=null||K.length>0}=e;B&&(N=R.createElement("figure"),N.className=`${l}-figure`,N.style.maxWidth="initial",r!=null&&N.append(pA(R,r,"h2")),i!=null&&N.append(pA(R,i,"h3")),N.append(...K,P),s!=null&&N.append(h9(R,s)),"value"in P&&(N.value=P.value,delete P.value)),N.scale=CR(w.scales),N.legend=GC(v,k,e);let Q=sR();return Q>0&&Zn(P).append("text").attr("x",I).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${Q.toLocaleString("en-US")} warning${Q===1?"":"s"}. Please check the console.`),N}function pA(e,n,t){if(n.ownerDocument)return n;let r=e.createElement(t);return r.append(n),r}function h9(e,n){let t=e.createElement("figcaption");return t.append(n),t}function fA(e){return e.flat(1/0).filter(n=>n!=null).map(m9)}function m9(e){return typeof e.render=="function"?e:new dw(e)}var dw=class extends Ce{constructor(n){if(typeof n!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=n}render(){}};function pw(e,n){for(let t in e)bA(e[t],n);return e}function bA(e,n){let{scale:t,transform:r=!0}=e;if(t==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:sy(o,i)}=n[t]??{};a!=null&&(e.value=Oe(e.value,a),e.transform=!1)}function g9(e){for(let n in e)vy(n,e[n])}function ju(e,n,t,r=rT){for(let{channels:i}of n.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!BR(t)){let l=t.x?.domain===void 0,u=t.y?.domain===void 0;if(l||u){let[c,p]=HR(o);l&&cw(e,"x",c),u&&cw(e,"y",p)}}}else cw(e,a,o)}return e}function cw(e,n,t){let r=e.get(n);r!==void 0?r.push(t):e.set(n,[t])}function b9(e,n){if(e==null)return;let{x:t,y:r}=e;if(t==null&&r==null)return;let i=ki(e.data);if(i==null)throw new Error("missing facet data");let s={};t!=null&&(s.fx=Da(i,{value:t,scale:"fx"})),r!=null&&(s.fy=Da(i,{value:r,scale:"fy"})),pw(s,n);let o=pf(i,s);return{channels:s,groups:o,data:e.data}}function hA(e,n,t){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=ki(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=Da(l,{value:r,scale:"fx"})),i!=null&&(u.fy=Da(l,{value:i,scale:"fy"})),pw(u,t),{channels:u,groups:pf(l,u)}}if(n===void 0)return;let{channels:s,groups:o,data:a}=n;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&fs(ki(e.data))===fs(a)&&sn(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function v9(e,n={}){return Ti({...n,x:null,y:null},(t,r,i,s,o,a)=>a.getMarkState(e))}function y9(e){let n=[];for(let t of e){let r=t.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?JR:/^y$/i.test(i)?Vy:XR,r=i(v9(t,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===Vy?"left":"bottom");let o=dA(t.data,r);o.facet=t.facet,o.facetAnchor=t.facetAnchor,n.push(o)}}return n}function w9(e,n,t){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:p=l,grid:d}=c,x:{axis:f=l,grid:m=f===null?null:u}=i,y:{axis:g=l,grid:v=g===null?null:u}=s,fx:{axis:b=p,grid:w=b===null?null:d}=o,fy:{axis:$=p,grid:x=$===null?null:d}=a}=t;(r||!Ta(i)&&!mA("x",e))&&(f=m=null),(r||!Ta(s)&&!mA("y",e))&&(g=v=null),n.has("fx")||(b=w=null),n.has("fy")||($=x=null),f===void 0&&(f=!If(e,"x")),g===void 0&&(g=!If(e,"y")),b===void 0&&(b=!If(e,"fx")),$===void 0&&($=!If(e,"fy")),f===!0&&(f="bottom"),g===!0&&(g="left"),b===!0&&(b=f==="top"||f===null?"bottom":"top"),$===!0&&($=g==="right"||g===null?"left":"right");let T=[];return Of(T,x,MC,a),Nf(T,$,RC,"right","left",c,a),Of(T,w,LC,o),Nf(T,b,CC,"top","bottom",c,o),Of(T,v,PC,s),Nf(T,g,sw,"left","right",t,s),Of(T,m,DC,i),Nf(T,f,ow,"bottom","top",t,i),T}function Nf(e,n,t,r,i,s,o){if(!n)return;let a=x9(n);o=$9(a?r:n,s,o);let{line:l}=o;(t===sw||t===ow)&&l&&!po(l)&&e.push(Ku(_9(o))),e.push(t(o)),a&&e.push(t({...o,anchor:i,label:null}))}function Of(e,n,t,r){!n||po(n)||e.push(t(S9(n,r)))}function x9(e){return/^\s*both\s*$/i.test(e)}function $9(e,n,{line:t=n.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:p,label:d=n.label,labelAnchor:f,labelArrow:m=n.labelArrow,labelOffset:g}){return{anchor:e,line:t,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:p,label:d,labelAnchor:f,labelArrow:m,labelOffset:g}}function _9(e){let{anchor:n,line:t}=e;return{anchor:n,facetAnchor:n+"-empty",stroke:t===!0?void 0:t}}function S9(e,{stroke:n=Ea(e)?e:void 0,ticks:t=k9(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:n,ticks:t,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function k9(e){switch(typeof e){case"number":return!0;case"string":return!Ea(e)}return rn(e)||typeof e?.range=="function"}function If(e,n){let t=`${n}-axis `;return e.some(r=>r.ariaLabel?.startsWith(t))}function mA(e,n){for(let t of n)for(let r in t.channels){let{scale:i}=t.channels[r];if(i===e||i==="projection")return!0}return!1}function T9(e,n){for(let t in e){let r=e[t],i=n[t];r.label===void 0&&i&&(r.label=i.label)}return e}function R9({fx:e,fy:n},t){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=cf(t),u=e&&gA(e),c=n&&gA(n);return{marginTop:n?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:n?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:t.marginTop,marginRight:t.marginRight,marginBottom:t.marginBottom,marginLeft:t.marginLeft},width:a,height:l}}function gA(e){let n=e.domain();if(n.length===0)return[0,e.bandwidth()];let t=e(n[0]),r=e(n[n.length-1]);return r<t&&([t,r]=[r,t]),[t,r+e.bandwidth()]}var C9=new Map([["basis",w2],["basis-closed",$2],["basis-open",S2],["bundle",T2],["bump-x",h2],["bump-y",m2],["cardinal",R2],["cardinal-closed",C2],["cardinal-open",A2],["catmull-rom",P2],["catmull-rom-closed",D2],["catmull-rom-open",N2],["linear",oo],["linear-closed",I2],["monotone-x",F2],["monotone-y",H2],["natural",K2],["step",j2],["step-after",U2],["step-before",q2]]);function fw(e=oo,n){if(typeof e=="function")return e;let t=C9.get(`${e}`.toLowerCase());if(!t)throw new Error(`unknown curve: ${e}`);if(n!==void 0){if("beta"in t)return t.beta(n);if("tension"in t)return t.tension(n);if("alpha"in t)return t.alpha(n)}return t}function vA(e=qu,n){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?qu:fw(e,n)}function qu(e){return oo(e)}function A9(e={y:"count"},n={}){[e,n]=M9(e,n);let{x:t,y:r}=n;return P9(D9(t,n,Re),null,null,r,e,Va(n))}function E9(e,n,t={}){if(t?.interval==null)return t;let{reduce:r=of}=t,i={filter:null};return t[n]!=null&&(i[n]=r),t[`${n}1`]!=null&&(i[`${n}1`]=r),t[`${n}2`]!=null&&(i[`${n}2`]=r),e(i,t)}function zf(e={}){return E9(A9,"y",bo(e,"x"))}function P9(e,n,t,r,{data:i=gy,filter:s=Pu,sort:o,reverse:a,...l}={},u={}){e=yA(e),n=yA(n),l=N9(l,u),i=_A(i,Re),o=o==null?void 0:xA("sort",o,u),s=s==null?void 0:$A("filter",s,u),t!=null&&Mu(l,"x","x1","x2")&&(t=null),r!=null&&Mu(l,"y","y1","y2")&&(r=null);let[c,p]=zn(e),[d,f]=zn(e),[m,g]=zn(n),[v,b]=zn(n),[w,$]=t!=null?[t,"x"]:r!=null?[r,"y"]:[],[x,T]=zn(w),{x:S,y:k,z:R,fill:P,stroke:N,x1:M,x2:L,y1:q,y2:I,domain:E,cumulative:K,thresholds:B,interval:Q,...F}=u,[j,G]=zn(R),[J]=nn(P),[A]=nn(N),[X,oe]=zn(J),[be,Y]=zn(A);return{..."z"in u&&{z:j||R},..."fill"in u&&{fill:X||P},..."stroke"in u&&{stroke:be||N},...go(F,(ae,O,W)=>{let Z=Eu(qe(ae,w),W?.[$]),D=qe(ae,R),we=qe(ae,J),te=qe(ae,A),$e=MT(l,{z:D,fill:we,stroke:te}),Ve=[],Lt=[],Hi=Z&&T([]),Ts=D&&G([]),V6=we&&oe([]),K6=te&&Y([]),gx=e&&p([]),j6=e&&f([]),bx=n&&g([]),q6=n&&b([]),U6=z9(e,n,ae),W6=0;for(let Ao of l)Ao.initialize(ae);o&&o.initialize(ae),s&&s.initialize(ae);for(let Ao of O){let vx=[];for(let Eo of l)Eo.scope("facet",Ao);o&&o.scope("facet",Ao),s&&s.scope("facet",Ao);for(let[Eo,G6]of my(Ao,$e))for(let[Y6,Uc]of my(G6,Z))for(let[cr,si]of U6(Uc))if($e&&(si.z=Eo),!(s&&!s.reduce(cr,si))){vx.push(W6++),Lt.push(i.reduceIndex(cr,ae,si)),Z&&Hi.push(Y6),D&&Ts.push($e===D?Eo:D[(cr.length>0?cr:Uc)[0]]),we&&V6.push($e===we?Eo:we[(cr.length>0?cr:Uc)[0]]),te&&K6.push($e===te?Eo:te[(cr.length>0?cr:Uc)[0]]),gx&&(gx.push(si.x1),j6.push(si.x2)),bx&&(bx.push(si.y1),q6.push(si.y2));for(let X6 of l)X6.reduce(cr,si);o&&o.reduce(cr,si)}Ve.push(vx)}return DT(Ve,o,a),{data:Lt,facets:Ve}}),...!Mu(l,"x")&&(c?{x1:c,x2:d,x:Au(c,d)}:{x:S,x1:M,x2:L}),...!Mu(l,"y")&&(m?{y1:m,y2:v,y:Au(m,v)}:{y:k,y1:q,y2:I}),...x&&{[$]:x},...Object.fromEntries(l.map(({name:ae,output:O})=>[ae,O]))}}function M9({cumulative:e,domain:n,thresholds:t,interval:r,...i},s){return[i,{cumulative:e,domain:n,thresholds:t,interval:r,...s}]}function D9(e,{cumulative:n,domain:t,thresholds:r,interval:i},s){return e={...Vr(e)},e.domain===void 0&&(e.domain=t),e.cumulative===void 0&&(e.cumulative=n),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=L9(e.thresholds,e.interval),e}function yA(e){if(e==null)return;let{value:n,cumulative:t,domain:r=Mt,thresholds:i}=e,s=o=>{let a=qe(o,n),l;if(at(a)||I9(i)){a=Oe(a,ny,Float64Array);let[c,p]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!hs(i)?i(a,c,p):i;typeof d=="number"&&(d=Cp(c,p,d)),hs(d)&&(r===Mt&&(c=d.floor(c),p=d.offset(d.floor(p))),d=d.range(c,d.offset(p))),l=d}else{a=Br(a);let[c,p]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!hs(i)?i(a,c,p):i;if(typeof d=="number")if(r===Mt){let f=ea(c,p,d);if(isFinite(f))if(f>0){let m=Math.round(c/f),g=Math.round(p/f);m*f<=c||--m,g*f>p||++g;let v=g-m+1;d=new Float64Array(v);for(let b=0;b<v;++b)d[b]=(m+b)*f}else if(f<0){f=-f;let m=Math.round(c*f),g=Math.round(p*f);m/f<=c||--m,g/f>p||++g;let v=g-m+1;d=new Float64Array(v);for(let b=0;b<v;++b)d[b]=(m+b)/f}else d=[c];else d=[c]}else d=ts(c,p,d);else hs(d)&&(r===Mt&&(c=d.floor(c),p=d.offset(d.floor(p))),d=d.range(c,d.offset(p)));l=d}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(t<0?F9:t>0?B9:hw)(u,l,a),u};return s.label=sr(n),s}function L9(e,n,t=wA){if(e===void 0)return n===void 0?t:Hr(n);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return j1;case"scott":return Wm;case"sturges":return B1;case"auto":return wA}return Ru(e)}return e}function N9(e,n){return PT(e,n,xA)}function xA(e,n,t){return fy(e,n,t,$A)}function $A(e,n,t){return hy(e,n,t,_A)}function _A(e,n){return Du(e,n,O9)}function O9(e){switch(`${e}`.toLowerCase()){case"x":return H9;case"x1":return K9;case"x2":return j9;case"y":return V9;case"y1":return q9;case"y2":return U9;case"z":return LT}throw new Error(`invalid bin reduce: ${e}`)}function wA(e,n,t){return Math.min(200,Wm(e,n,t))}function I9(e){return dT(e)||rn(e)&&at(e)}function z9(e,n,t){let r=e?.(t),i=n?.(t);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[p,[d,f]]of i.entries())yield[c[p],{data:t,x1:l,y1:d,x2:u,y2:f}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:t,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:t,y1:l,y2:u}]}}function hw(e,n,t){return n=Br(n),r=>{let i=e.map(()=>[]);for(let s of r)i[na(n,t[s])-1]?.push(s);return i}}function B9(e,n,t){let r=hw(e,n,t);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function F9(e,n,t){let r=hw(e,n,t);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function SA(e,n){let t=(+e+ +n)/2;return e instanceof Date?new Date(t):t}var H9={reduceIndex(e,n,{x1:t,x2:r}){return SA(t,r)}},V9={reduceIndex(e,n,{y1:t,y2:r}){return SA(t,r)}},K9={reduceIndex(e,n,{x1:t}){return t}},j9={reduceIndex(e,n,{x2:t}){return t}},q9={reduceIndex(e,n,{y1:t}){return t}},U9={reduceIndex(e,n,{y2:t}){return t}};var G9={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},Bf=class extends Ce{constructor(n,t={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=t;super(n,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:Ca(t),optional:!0}},t,G9),this.z=a,this.curve=fw(l,u)}filter(n){return n}render(n,t,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,t,0,0).call(c=>c.selectAll().data(yf(n,[o,a,l,u],this,r)).enter().append("path").call(Ue,this).call(vf,this,r).attr("d",p2().curve(this.curve).defined(p=>p>=0).x0(p=>o[p]).y0(p=>a[p]).x1(p=>l[p]).y1(p=>u[p]))).node()}};function Pi(e,n){let{x:t=nr,...r}=zf(n);return new Bf(e,Ya(Ga({...r,x1:t,x2:void 0},t===nr?"y2":"y")))}var Y9={ariaLabel:"bar"},mw=class extends Ce{constructor(n,t,r={},i=Y9){super(n,t,r,i),Fu(this,r),Hu(this,r)}render(n,t,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:p}=this,d=this._x(t,r,i),f=this._y(t,r,i),m=this._width(t,r,i),g=this._height(t,r,i);return ge("svg:g",s).call(Ye,this,i,s).call(this._transform,this,t).call(v=>v.selectAll().data(n).enter().call(l||u||c||p?b=>b.append("path").call(Ue,this).call(Vu,d,f,kA(d,m),kA(f,g),this).call(gt,this,r):b=>b.append("rect").call(Ue,this).attr("x",d).attr("width",m).attr("y",f).attr("height",g).call(ne,"rx",o).call(ne,"ry",a).call(gt,this,r))).node()}_x(n,{x:t},{marginLeft:r}){let{insetLeft:i}=this;return t?s=>t[s]+i:r+i}_y(n,{y:t},{marginTop:r}){let{insetTop:i}=this;return t?s=>t[s]+i:r+i}_width({x:n},{x:t},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=t&&n?n.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:n},{y:t},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=t&&n?n.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function kA(e,n){return typeof e=="function"&&typeof n=="function"?t=>e(t)+n(t):typeof e=="function"?t=>e(t)+n:typeof n=="function"?t=>e+n(t):e+n}var Ff=class extends mw{constructor(n,t={},r){let{x:i,y1:s,y2:o}=t;super(n,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},t,r)}_transform(n,t,{y:r}){n.call(Xe,t,{y:r},0,0)}_y({y:n},{y1:t,y2:r},{marginTop:i}){let{insetTop:s}=this;return or(n)?i+s:o=>Math.min(t[o],r[o])+s}_height({y:n},{y1:t,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return or(n)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-t[u])-a-l)}};function gw(e,n={}){return Zp(n)||(n={...n,x:nr,y2:Re}),new Ff(e,Ya($f(Ga(n))))}var X9={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function J9(e){return e.sort===void 0&&e.reverse===void 0?CT({channel:"-r"},e):e}var Hf=class extends Ce{constructor(n,t={}){let{x:r,y:i,r:s,rotate:o,symbol:a=ao,frameAnchor:l}=t,[u,c]=et(o,0),[p,d]=kT(a),[f,m]=et(s,p==null?3:4.5);super(n,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:f,scale:"r",filter:uo,optional:!0},rotate:{value:u,optional:!0},symbol:{value:p,scale:"auto",optional:!0}},J9(t),X9),this.r=m,this.rotate=c,this.symbol=d,this.frameAnchor=ms(l);let{channels:g}=this,{symbol:v}=g;if(v){let{fill:b,stroke:w}=g;v.hint={fill:b?b.value===v.value?"color":"currentColor":this.fill??"currentColor",stroke:w?w.value===v.value?"color":"currentColor":this.stroke??"none"}}}render(n,t,r,i,s){let{x:o,y:a}=t,{x:l,y:u,r:c,rotate:p,symbol:d}=r,{r:f,rotate:m,symbol:g}=this,[v,b]=qr(this,i),w=g===ao,$=c?void 0:f*f*Math.PI;return xa(f)&&(n=[]),ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,{x:l&&o,y:u&&a}).call(x=>x.selectAll().data(n).enter().append(w?"circle":"path").call(Ue,this).call(w?T=>{T.attr("cx",l?S=>l[S]:v).attr("cy",u?S=>u[S]:b).attr("r",c?S=>c[S]:f)}:T=>{T.attr("transform",Ka`translate(${l?S=>l[S]:v},${u?S=>u[S]:b})${p?S=>` rotate(${p[S]})`:m?` rotate(${m})`:""}`).attr("d",c&&d?S=>{let k=Cr();return d[S].draw(k,c[S]*c[S]*Math.PI),k}:c?S=>{let k=Cr();return g.draw(k,c[S]*c[S]*Math.PI),k}:d?S=>{let k=Cr();return d[S].draw(k,$),k}:(()=>{let S=Cr();return g.draw(S,$),S})())}).call(gt,this,r)).node()}};function nt(e,{x:n,y:t,...r}={}){return r.frameAnchor===void 0&&([n,t]=ir(n,t)),new Hf(e,{...r,x:n,y:t})}var Z9={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},Uu=class extends Ce{constructor(n,t={}){let{x:r,y:i,z:s,curve:o,tension:a}=t;super(n,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:Ca(t),optional:!0}},t,Z9),this.z=s,this.curve=vA(o,a),vo(this,t)}filter(n){return n}project(n,t,r){this.curve!==qu&&super.project(n,t,r)}render(n,t,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,t).call(u=>u.selectAll().data(yf(n,[o,a],this,r)).enter().append("path").call(Ue,this).call(vf,this,r).call(tC,this,r,s).attr("d",l===qu&&s.projection?Q9(s.path(),o,a):Tv().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function Q9(e,n,t){return n=Br(n),t=Br(t),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([n[o],t[o]]);return e({type:"MultiLineString",coordinates:s})}}function lr(e,{x:n,y:t,...r}={}){return[n,t]=ir(n,t),new Uu(e,{...r,x:n,y:t})}function Fn(e,{x:n=nr,y:t=Re,...r}={}){return new Uu(e,zf({...r,x:n,y:t}))}var ez={ariaLabel:"tick",fill:null,stroke:"currentColor"},bw=class extends Ce{constructor(n,t,r){super(n,t,r,ez),vo(this,r)}render(n,t,r,i,s){return ge("svg:g",s).call(Ye,this,i,s).call(this._transform,this,t).call(o=>o.selectAll().data(n).enter().append("line").call(Ue,this).attr("x1",this._x1(t,r,i)).attr("x2",this._x2(t,r,i)).attr("y1",this._y1(t,r,i)).attr("y2",this._y2(t,r,i)).call(gt,this,r).call(zu,this,r,s)).node()}};var Vf=class extends bw{constructor(n,t={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=t;super(n,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},t),this.insetRight=We(o),this.insetLeft=We(a)}_transform(n,t,{y:r}){n.call(Xe,t,{y:r},0,mt)}_x1({x:n},{x:t},{marginLeft:r}){let{insetLeft:i}=this;return t&&n?s=>t[s]+i:r+i}_x2({x:n},{x:t},{width:r,marginRight:i}){let{insetRight:s}=this;return t&&n?o=>t[o]+n.bandwidth()-s:r-i-s}_y1(n,{y:t}){return r=>t[r]}_y2(n,{y:t}){return r=>t[r]}};function Kf(e,{y:n=Re,...t}={}){return new Vf(e,{...t,y:n})}Ce.prototype.plot=function({marks:e=[],...n}={}){return Ae({...n,marks:[...e,this]})};function tz(e){return/(s|x|z|ch|sh)$/.test(e)?e+"es":e+"s"}function TA(e,n){let t=i=>typeof i=="string"&&/^[a-z][a-z ]*$/i.test(i),r=t(n?.key)?n.key:t(e?.bias?.key)?e.bias.key:"row";return{one:r,many:tz(r)}}function Ft(e){return`${Number((e*100).toPrecision(3))}%`}var Xa=me;function Ur(e){return e==="points"||e==="percent"?Xa:ye}function Mi(e,n="value"){return n==="points"||n==="percent"?Ja(e,Xa(e))+" pp":Ja(e,ye(e))}function Rt(e,n,t=ye){return Se(e)&&Se(n)?`[${t(e)}, ${t(n)}]`:""}function Gt(e,n="value"){return Se(e)?n==="points"?`${Xa(e)} pp`:ye(e):"\u2014"}function jf(e,n){return e==="fcr"?"FCR-adjusted interval (Benjamini-Yekutieli: it holds for the rows selected, all at once)":`marginal ${Ft(n)} interval (this row alone)`}function Vn(e,n){return Se(n)?e==="percent"?De(n):e==="points"?`${Xa(n)} pp`:e==="count"?C(n):ye(n):"\u2014"}function qf(e){let n=e.change;if(!Se(n))return"\u2014";let t,r;return e.format==="percent"||e.format==="points"?(t=Ja(n,Xa(n))+" pp",r=Rt(e.lower,e.upper,Xa)):e.format==="count"?(t=Ja(n,C(n).replace(/^-/,"\u2212")),r=Rt(e.lower,e.upper,i=>C(i).replace(/^-/,"\u2212"))):(t=Mi(n),r=Rt(e.lower,e.upper)),r?`${t} ${r}`:t}function RA(e){return Object.entries(e).filter(([,n])=>n!=null&&n!=="").map(([n,t])=>`${n}=${typeof t=="object"?JSON.stringify(t):String(t)}`).join(", ")}function Ja(e,n){return e>0?"+"+n:n}var CA={rose:"rose",fell:"fell",no_significant_change:"no significant change",undetermined:"undetermined"};function vw(e,n){return qf({format:e,change:n.change,lower:n.lower,upper:n.upper})}function AA(e){let n=`${e.group}: ${e.value} ${Vn(e.format,e.value_a)} \u2192 ${Vn(e.format,e.value_b)} (${vw(e.format,e)})`;return e.significant?n:`${n} (not significant)`}var nz={identity:"The identity (a label used as a group)",group:"The group",count:"Examples counted (c(x): with the identity)",count_label:"Examples with both the identity and this label (c(x, y))",rate:"The share p(y | x): of the examples with the identity, those with the label",n:"Examples (people, queries) in the group",hits:"Examples with the label in the group",value:"The metric of this identity or group",gap:"This group minus the others",expected:"The count expected if prediction did not depend on the group",correct:"Whether the predicted label is the correct one",p_value:"The test of this group against the others (two-sided)",mde:"The smallest gap from the others' rate this test detects (minimum detectable effect, at the server's power and level)",more_examples:"How many more examples of this group the test would need to see the smallest gap that matters (min_gap)",significant:"A Benjamini-Hochberg discovery at the FDR in use",label:"The label",type:"The type of harm",class:"The class"};function Ht(e){return typeof e=="number"&&Number.isFinite(e)}function EA(e,n,t){let r=n.filter(i=>i!=null);return r.length>0&&r.every(i=>typeof i=="boolean")?"flag":r.some(i=>typeof i=="string")?"text":t==="percent"||t==="points"||t==="count"||t==="p"?t:e==="p_value"?"p":r.length>0&&r.every(i=>Ht(i)&&Number.isInteger(i))?"count":"number"}function rz(e,n){return e==="count"?C(n):e==="p"?Ge(n):e==="percent"?`${me(n)}%`:e==="points"?`${me(n)} pp`:ye(n)}function iz(e,n,t){return e==="percent"?`[${me(n)}%, ${me(t)}%]`:e==="points"?`[${me(n)}, ${me(t)}] pp`:`[${ye(n)}, ${ye(t)}]`}function sz(e,n){return n==null?{text:"",value:null,title:"undefined"}:typeof n=="boolean"?{text:n?"\u2713":"",value:n,title:n?"yes":"no"}:typeof n=="string"?{text:n,value:n,title:n}:typeof n!="number"?{text:String(n),value:String(n),title:String(n)}:Number.isFinite(n)?{text:rz(e,n),value:n,title:String(n)}:{text:"undefined",value:null,title:"undefined"}}function oz(e,n){let t=[...n].sort().join("\0");return e?.tables.find(r=>[...r.columns].sort().join("\0")===t)?.title??null}function PA(e,n,t=null,r={}){let i=$=>e.rows.map(x=>x[$]),s=t?.bias.key||null,o=$=>$===s&&e.rows.length>0&&i($).every(x=>x===n),a=e.columns.filter($=>!o($)),l=e.formats??{},u=a.indexOf("lower"),c=a.indexOf("upper"),p=u>0&&c===u+1,d=p?a[u-1]:null,f=d?EA(d,i(d),l[d]??l.lower):"number",m=null;if(p){let $=e.rows.flatMap(x=>[x.lower,x.upper,d?x[d]:null]).filter(Ht);if($.length>0){let x=Math.min(...$),T=Math.max(...$);x>=0&&T<=1&&(x=0),x===T&&(T=x+1),m=[x,T]}}let g=$=>m?($-m[0])/(m[1]-m[0]):0,v=[],b=[];return a.forEach(($,x)=>{if(p&&x===c)return;if(p&&x===u){v.push({name:"interval",head:r.interval??"interval",title:`The interval of ${d} [lower, upper], drawn on one scale for every row`,kind:"interval"}),b.push(S=>{let k=S.lower,R=S.upper,P=d?S[d]:null;return!Ht(k)||!Ht(R)?{text:"",value:null,title:"no interval",whisker:null,lower:null,upper:null}:{text:iz(f,k,R),value:k,title:`[${k}, ${R}]`,whisker:{lo:g(k),hi:g(R),mid:Ht(P)?g(P):null},lower:k,upper:R}});return}let T=EA($,i($),l[$]);v.push({name:$,head:r[$]??$,title:nz[$]??$,kind:T}),b.push(S=>sz(T,S[$]))}),{caption:oz(t,e.columns)??(e.columns.includes("identity")?"Counts per identity":"Per group"),columns:v,rows:e.rows.map($=>b.map(x=>x($))),scale:m,estimate:d}}function MA(e,n){if(!e)return"";let t=[];for(let[r,i]of Object.entries(e)){if(i===n||i===null||i===void 0)continue;let s;if(typeof i=="number")s=Number.isInteger(i)?C(i):ye(i);else if(typeof i=="string")s=i;else if(typeof i=="boolean")s=i?"yes":"no";else if(Array.isArray(i)&&i.every(o=>typeof o=="string"||typeof o=="number"))s=i.join(" & ");else continue;t.push(`${r} ${s}`)}return t.join(" \xB7 ")}function az(e,n){let t=new Map(n.map((r,i)=>[r,i]));return e.map((r,i)=>({r,i})).sort((r,i)=>(t.get(r.r.run)??n.length+r.i)-(t.get(i.r.run)??n.length+i.i)).map(r=>r.r)}function DA(e,n){let t=az(e.runs,n),r=t.flatMap(l=>[l.bias,l.upper]).filter(Ht),i=r.length?Math.max(...r):1;i>0||(i=1);let s=Math.min(0,...r),o=l=>(l-s)/(i-s);return{bars:t.map(l=>{let u=Ht(l.bias);return{...l,present:u,inReport:l.present!==!1,current:l.run===e.run,at:u?{bias:o(l.bias),lower:Ht(l.lower)?o(l.lower):null,upper:Ht(l.upper)?o(l.upper):null}:null}}),domain:[s,i]}}function yw(e){let n=[...e.steps].sort((s,o)=>s.step-o.step),t=[],r=[],i=0;for(let s of n){if(!Ht(s.bias)){r.push(s.step),i++;continue}t.push({step:s.step,wall_time:s.wall_time,value:Ht(s.value)?s.value:null,bias:s.bias,lower:Ht(s.lower)?s.lower:null,upper:Ht(s.upper)?s.upper:null,segment:i,current:s.step===e.step})}return{dots:t,missing:r,current:e.step}}function Uf(e,n="not in this run",t="value"){if(!Ht(e.bias))return n;let r=t==="points"?me:ye,i=Ht(e.lower)&&Ht(e.upper)?` [${r(e.lower)}, ${r(e.upper)}]`:"";return`${r(e.bias)}${t==="points"?" pp":""}${i}`}function LA(e,n=6){if(e.length===0)return"";let t=e.slice(0,n).join(", "),r=e.length>n?` and ${e.length-n} more`:"";return`step${e.length>1?"s":""} ${t}${r}`}function NA(e){let n=Object.keys(e.options).sort().map(t=>[t,e.options[t]]);return JSON.stringify([e.tag,e.run,e.step,e.key,n,e.vs?[e.vs.run,e.vs.step]:null])}var OA="drill";function Wf(e){let n=[];return ee(n,OA,e),n}function Gf(e){let n=Pe(e).get(OA);return n===void 0||n===""?null:n}function lz(e){if(!(e>0)||!Number.isFinite(e))return 1;let n=10**Math.floor(Math.log10(e)),t=e/n;return(t<1.5?1:t<3.5?2:t<7.5?5:10)*n}function IA(e){return Number(e.toPrecision(12))}var uz=e=>e.filter(n=>typeof n=="number"&&Number.isFinite(n));function Wr(e,n=[],t=[],r={}){let i=uz([...e,...n,...t]);if(i.length===0)return null;let s=Math.min(...i),o=Math.max(...i),a=s,l=o;r.zero&&(s=Math.min(s,0),o=Math.max(o,0));let u=r.clamp,c=r.minSpan??(u?(u[1]-u[0])*.02:Math.max(Math.abs(s),Math.abs(o),1e-9)*.02);if(o-s<c){let f=(s+o)/2;s=f-c/2,o=f+c/2,r.zero&&a>=0&&(s=0,o=Math.max(o,c))}let p=(o-s)*(r.pad??.05);r.zero&&s===0||(s-=p),r.zero&&o===0||(o+=p);let d=lz((o-s)/(r.steps??10));return s=IA(Math.floor(s/d+1e-9)*d),o=IA(Math.ceil(o/d-1e-9)*d),u&&(s=Math.max(s,Math.min(u[0],a)),o=Math.min(o,Math.max(u[1],l))),[s,o]}function Wu(e,n){let t=(n-e)/5;return!(t>0)||t>=.01?".0%":t>=.001?".1%":".2%"}function Di(e,n){let t=0;for(let r of e)"iljtfrI1.,:;|!'()[] ".includes(r)?t+=.32:"mwMW@%&".includes(r)?t+=.9:r>="A"&&r<="Z"?t+=.68:t+=.58;return t*n}function ww(e,n,t){if(t(e)<=n)return e;let r=[...e],i=0,s=r.length;for(;i<s;){let o=Math.ceil((i+s)/2);t(r.slice(0,o).join("")+"\u2026")<=n?i=o:s=o-1}return r.slice(0,Math.max(1,i)).join("").trimEnd()+"\u2026"}function zA(e){let n=e.map(s=>s.split(" & ").map(o=>[o.slice(0,o.indexOf("=")),o.slice(o.indexOf("=")+1)])),t=n[0]?.map(([s])=>s)??[],r=e.length>0&&n.every((s,o)=>s.length===t.length&&s.every(([a],l)=>a!==""&&a===t[l]&&e[o].split(" & ")[l].includes("="))),i=r?n.map(s=>s.map(([,o])=>o).join(" & ")):[...e];return!r||new Set(i).size!==i.length||i.some(s=>s==="")?{labels:[...e],title:null}:{labels:i,title:t.join(" & ")}}function BA(e,n,t,r={}){let i=r.measure??(g=>Di(g,t)),s=r.maxLabelPx??120,o=r.marginLeft??44,a=Math.max(1,e.length),l=n/a,u=t*1.35,c=Math.ceil(10+t*1.6);if(Math.max(0,...e.map(i))+8<=l)return{rotate:0,labels:[...e],truncated:!1,marginBottom:c,marginLeft:o,plotWidth:n};let d=e.map(g=>ww(g,s,i)),f=d.some((g,v)=>g!==e[v]),m=Math.max(0,...d.map(i));if(l*Math.SQRT1_2>=u*1.1){let g=Math.ceil((m+t)*Math.SQRT1_2);return{rotate:-45,labels:d,truncated:f,marginBottom:Math.ceil(12+g),marginLeft:Math.max(o,Math.ceil(g-l/2+4)),plotWidth:n}}return{rotate:-90,labels:d,truncated:f,marginBottom:Math.ceil(14+m),marginLeft:o,plotWidth:Math.max(n,Math.ceil(a*u))}}var cz=["report","compare","trend","runs"],xw="mode",Dt="cmp_",bn="trend_",Gr="runs_";function dz(e){return cz.includes(e??"")?e:"report"}function FA(e,n){let t={mode:"report",view:[],compare:[],trend:[],runs:[]};for(let[r,i]of e){let s=r.slice(n.length);s===xw?t.mode=dz(i):s.startsWith(Dt)?t.compare.push([r,i]):s.startsWith(bn)?t.trend.push([r,i]):s.startsWith(Gr)?t.runs.push([r,i]):t.view.push([r,i])}return t}function HA(e,n,t){let r={};for(let[i,s]of e){let o=i.slice(n.length);t.includes(o)&&s!==""&&(r[o]=s)}return r}function VA(e,n,t){return Object.keys(e).filter(r=>e[r][n]?.kind===t).sort()}function KA(e,n){let t=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))n.includes(s.kind)&&t.add(i);return[...t].sort()}function Li(e,n){return e.fdr??Ke(n,"fdr")}function pz(e,n,t,r,i,s,o){let a=i===null&&typeof n=="number"&&Number.isFinite(n),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?n:null,lower:a?t:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0,lowPower:null}}function fz(e){return e.reduce((n,t)=>n+t.filter(r=>r.significant).length,0)}function hz(e,n){let t=[];for(let r=0;r<n;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}t.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return t}function mz(e,n){let t=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=n.find(o=>o.group===r)??n[i];return s?{value:t(s.value),lower:t(s.lower),upper:t(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function Yf(e,n,t){let r=cn(e),i=e.classes.map((s,o)=>e.groups.map((a,l)=>{let u=pz(e.n[o][l],n.value[o][l],n.lower[o][l],n.upper[o][l],e.state[o][l],e.p_value?.[o]?.[l],e.significant?.[o]?.[l]);return r&&u.p!==null&&!u.significant&&e.underpowered?.[o]?.[l]===!0&&(u.lowPower=hr({mde:e.mde?.[o]?.[l]??null,more:e.more_examples?.[o]?.[l]??null,underpowered:!0},r)),u}));return{power:r,lowPowerCells:i.reduce((s,o)=>s+o.filter(a=>a.lowPower!==null).length,0),classes:e.classes,groups:e.groups,cells:i,macro:n.macro?mz(e.groups,n.macro):hz(i,e.groups.length),minCount:e.min_count,fdr:Li(e,t),significantCells:fz(i)}}function $w(e){return e.cells.reduce((n,t)=>n+t.filter(r=>r.p!==null).length,0)}function jA(e,n,t){let r=t?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:qi(e.p),title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${n} people, or nothing varies (${r})`}}function qA(e,n){return{q:e.fdr,significant:e.significantCells,tested:$w(e),unit:"cell",what:`each cell tests whether its group's ${n?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}}function Xf(e,n){return e.state==="insufficient"?`n=${e.n} < ${n}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function xo(e,n,t){let r=s=>(s*100).toFixed(1),i=n!==null&&t!==null?` [${r(n)}, ${r(t)}]`:"";return`${r(e)}%${i}`}function Ni(e,n,t){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=n!==null&&t!==null?` [${r(n)}, ${r(t)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}var _w="mean AR",Sw="mean AR (mAR) is the average recall over the IoU thresholds 0.5 to 0.95: at each, the share of the group's people detected with an IoU at least the threshold";function UA(e,n){let r=`the ${n==="mAR"?_w:n} of this group on each class (export: value, with its interval lower to upper), n = its examples (n), p = the test of this group against the class's other groups pooled (p_value)`+(n==="mAR"?`; ${Sw}`:"");return st(e,"group",r)}var Jf=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"];function Zf(e){return e==="class"||e==="p_value"?"asc":"desc"}function WA(e,n,t){let r=Array.from({length:e.rows},(a,l)=>l),i=t==="asc"?1:-1;if(n==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[n]??[],o=a=>{let l=s[a];return(n==="gap"||n==="bound"||n==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),p=Number.isNaN(u),d=Number.isNaN(c);return p||d?p&&d?a-l:p?1:-1:u<c?-i:u>c?i:a-l})}function GA(e){for(let n=0;n<e.rows;n++)if(e.states.gap[n]===null&&e.columns.gap[n]!==null)return e.columns.class[n];return e.rows?e.columns.class[0]:null}function YA(e,n,t,r,i){let s=e.states.gap[n],o=e.columns.p_value?.[n];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?r?"Wald test of equal mAR":"Wald test that every sufficient group has the same mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:Ge(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[n]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${t[s]??s}`:"No p-value",significant:!1}}function gz(e){let n=e.columns.p_value??[];return Vi(Array.from({length:e.rows},(t,r)=>e.states.gap[r]===null?n[r]:null))}function XA(e,n,t){let r=t?"one mAR (Wald)":"one rate";return{q:e.fdr,significant:e.significant,tested:gz(e),unit:"class",units:"classes",what:n?`each row tests whether the two groups share ${r}`:`best-minus-worst rows test whether all groups share ${r}`}}function JA(e,n,t,r){let[i,s]=n?["A","B"]:["best","worst"],[o,a]=n??["the best sufficient group","the worst sufficient group"],l=t?_w:"rate",u=(c,p,d)=>({name:c,sub:p,title:st(c,e,t&&e.startsWith("value")?`${d}; ${Sw}`:d)});switch(e){case"class":return u("class","","the class");case"n_a":return u("examples",i,`the examples of the class in ${o}`);case"n_b":return u("examples",s,`the examples of the class in ${a}`);case"value_a":return u(l,i,`the ${l} of ${o} on the class`);case"value_b":return u(l,s,`the ${l} of ${a} on the class`);case"gap":return u("gap",`${i} \u2212 ${s}`,`${l} of ${o} minus ${l} of ${a}, with its interval`);case"bound":return u("bound","nearest 0","the end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first");case"p_value":return u("p","",`${r}; insufficient rows last`)}}var Za=" & ",Tw="cells",Rw="disparity",kw=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function Qf(e){return{...kw,metric:dr(e,"metric"),fdr:Ke(e,"fdr")}}function on(e){return e.join(Za)}function Qa(e){return e.join(" \xD7 ")}var eh="disparity";function th(e){return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,grouping:e.grouping,min_count:e.min_count,fdr:e.fdr??null}}function nh(e){let n=e.a!==null&&e.b!==null;return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,a:n?e.a:null,b:n?e.b:null,grouping:n?null:e.grouping,min_count:e.min_count,fdr:e.fdr??null}}var Ct={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},bz="q";function ZA(e,n){let t=[];return He(t,Ct.metric,e.metric,n),ee(t,Ct.grouping,e.grouping),e.minCount!==null&&ee(t,Ct.minCount,e.minCount),e.a!==null&&e.b!==null&&(ee(t,Ct.a,e.a),ee(t,Ct.b,e.b)),ee(t,Ct.cls,e.cls),He(t,Ct.fdr,e.fdr,n),(e.sort!==kw.sort||e.dir!==kw.dir)&&(ee(t,Ct.sort,e.sort),ee(t,Ct.dir,e.dir)),t}function QA(e,n){let t=Pe(e),r=Qf(n);r.metric=Xn(n,"metric",t.get(Ct.metric));let i=t.get(Ct.grouping);r.grouping=i===void 0||i===""?null:i;let s=he(t.get(Ct.minCount));_e(n,"min_count",s)&&(r.minCount=s);let o=t.get(Ct.a),a=t.get(Ct.b);o&&a&&(r.a=o,r.b=a);let l=t.get(Ct.cls);r.cls=l===void 0||l===""?null:l,r.fdr=bt(n,"fdr",he(t.get(Ct.fdr)??t.get(bz)));let u=t.get(Ct.sort);if(u!==void 0&&Jf.includes(u)){r.sort=u;let c=t.get(Ct.dir);r.dir=c==="asc"||c==="desc"?c:Zf(r.sort)}return r}function Cw(e,n){let t={grouping:on(e.grouping),min_count:String(e.min_count)};return!n&&e.metric!==void 0&&(t.metric=e.metric),e.fdr!==void 0&&(t.fdr=String(e.fdr)),t}function Aw(e,n,t){let r={};return!t&&e.metric!==void 0&&(r.metric=e.metric),e.a!==null&&e.b!==null?(r.a=e.a,r.b=e.b):r.grouping=on(n),r.min_count=String(e.min_count),r.fdr=String(e.fdr),r}var vz={compare:["compare","headline"],trend:["headline"],runs:["headline"]};function yz(e){return e.used_by??["view","compare","headline"]}function tE(e,n){return yz(e).some(t=>vz[n].includes(t))}function Ew(e,n){return`${ke}${e}o_${n}`}function nE(e,n,t=[]){return(e?.options??[]).filter(r=>tE(r,n)&&!t.includes(r.name))}function Gu(e,n,t){let r={};for(let[i,s]of Object.entries(t)){let o=Me(e,i);(o===null||tE(o,n))&&(r[i]=s)}return r}function Pw(e,n,t){return(Me(e,n)?.requires??[]).filter(r=>!t[r])}function ys(e,n,t){let r=Gu(e,n,t),i={};for(let[s,o]of Object.entries(r))Pw(e,s,r).length===0&&(i[s]=o);return i}function wz(e,n){if(e.type==="float"||e.type==="int"){let t=n.trim();if(t==="")return;let r=Number(t);return Number.isFinite(r)?r:void 0}return n}function ih(e,n,t){if(t==="")return!0;let r=Me(e,n);if(r===null)return!1;let i=wz(r,t);return i!==void 0&&_e(e,n,i)}function Yr(e,n,t){let r={},i=`${ke}${n}o_`;for(let[s,o]of e){if(!s.startsWith(i)||o==="")continue;let a=s.slice(i.length);Me(t,a)!==null&&ih(t,a,o)&&(r[a]=o)}return r}function Xr(e,n,t){return(t?.options??[]).map(i=>i.name).filter(i=>e[i]!==void 0&&e[i]!=="").map(i=>[Ew(n,i),e[i]])}function Kn(e,n){let t={...e};for(let[r,i]of Object.entries(n))i!==""&&(t[r]=i);return t}function Mw(e,n,t){if(t[n]!==void 0&&t[n]!=="")return t[n];let r=Me(e,n)?.default;return r==null?"":String(r)}function rE(e,n=""){return[e.run===null?"every run":e.run,e.tag,e.step===null?`latest ${n}`:String(e.step)].join("\0")}function eE(e){return e.split(Za).map(n=>n.split("=",1)[0]).join(Za)}function rh(e){return e.split(Za).sort().join(Za)}function xz(e,n,t){return t.grouping||n.grouping||e?.grouping?.[0]||null}function iE(e,n,t,r){let i=n?.[e];if(!i||i.length===0)return null;let s=new Set((n?.grouping??[]).map(rh));if(e==="grouping"||s.size===0||!i.every(l=>s.has(rh(eE(l)))))return[...i];let o=xz(n,t,r);if(o===null)return[...i];let a=rh(o);return i.filter(l=>rh(eE(l))===a)}function $z(e,n,t){let r=t[n];if(r!==void 0&&r!=="")return{value:"",label:`report view's: ${r}`};let i=Mw(e,n,{});return{value:"",label:i===""?"default":`default: ${i}`}}function sE(e,n,t,r,i){let s=n.type==="choice"?Ms(n,null):iE(n.name,t,r,i);if(s===null)return{type:"text"};let o=[$z(e,n.name,r),...s.map(l=>({value:l,label:l}))],a=i[n.name];return a!==void 0&&a!==""&&!s.includes(a)&&o.push({value:a,label:`${a} (not in this report)`}),{type:"select",entries:o}}function oE(e,n,t,r,i){let s={...e};if(t===""?delete s[n]:s[n]=t,n!=="grouping"||r===null)return s;for(let[o,a]of Object.entries(s)){if(o==="grouping")continue;let l=iE(o,r,i,s);l!==null&&r[o]!==void 0&&r[o].includes(a)&&!l.includes(a)&&delete s[o]}return s}var _z="dark-mode";function aE(e,n){return e!==null?e.split(/\s+/).includes(_z)?"dark":"light":n?"dark":"light"}var Dw=[{name:"Slate",light:"#425066",dark:"#8e98a3"},{name:"Cyan",light:"#12b5cb",dark:"#12b5cb"},{name:"Pink",light:"#e52592",dark:"#e52592"},{name:"Yellow",light:"#f9ab00",dark:"#f9ab00"},{name:"Purple",light:"#9334e6",dark:"#9334e6"},{name:"Light Green",light:"#7cb342",dark:"#7cb342"},{name:"Orange",light:"#e8710a",dark:"#e8710a"}],Lw={name:"Gray",light:"#e0e0e0",dark:"#3b3b3b"},lE="runColorGroup";function uE(e){return e==="experiment"?{key:"experiment"}:e!==null&&e.startsWith("regex:")?{key:"regex",regex:e.slice(6)}:{key:"run"}}function Sz(e,n){if(n.key==="experiment")return"experiment";if(n.key==="regex"&&n.regex!==""){let t;try{t=new RegExp(n.regex)}catch{return"run:"+e}let r=e.match(t);return r?r.length>1?"regex:"+JSON.stringify(r.slice(1)):"regex:pseudo_group":null}return"run:"+e}var sh=class{constructor(){this.groupIds=new Map;this.runIds=new Map;this.runs=[];this.groupBy={key:"run"}}update(n){for(let t of n)this.runIds.set(t,this.idFor(t,this.groupIds));this.runs=[...new Set([...this.runs,...n])]}setGroupBy(n){return JSON.stringify(n)===JSON.stringify(this.groupBy)?!1:(this.groupBy=n,this.groupIds=new Map,this.runIds=new Map,this.update(this.runs),!0)}has(n){return this.runIds.has(n)}known(){return[...this.runs]}ids(n){let t=new Map(this.groupIds);return n.map(r=>this.runIds.get(r)??this.idFor(r,t))}idFor(n,t){let r=Sz(n,this.groupBy);if(r===null)return-1;let i=t.get(r)??t.size;return t.set(r,i),i}};function kz(e,n){let t=e<0?Lw:Dw[e%Dw.length];return n==="dark"?t.dark:t.light}function Tz(e){let n=e.trim().toLowerCase();if(/^#[0-9a-f]{6}$/.test(n))return n;if(/^#[0-9a-f]{3}$/.test(n))return"#"+[...n.slice(1)].map(i=>i+i).join("");let t=/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(n);if(!t||t[4]!==void 0&&Number.parseFloat(t[4])===0)return null;let r=[t[1],t[2],t[3]].map(Number);return r.some(i=>i>255)?null:"#"+r.map(i=>i.toString(16).padStart(2,"0")).join("")}function cE(e){let n=Tz(e);if(n===null)return null;let t=Dw.findIndex(r=>r.light===n||r.dark===n);return t>=0?{id:t}:n===Lw.light||n===Lw.dark?{id:-1}:{custom:n}}var dE={theme:"light",ids:null,seen:new Map};function oh(){return dE}function pE(e){dE=e}function el(e,n){let t=n.ids?n.ids.ids(e):e.map((r,i)=>i);return e.map((r,i)=>{let s=n.seen.get(r);return s&&"custom"in s?s.custom:kz(s?s.id:t[i],n.theme)})}function fE(e,n){let t=Object.keys(e).sort(),r=Object.keys(n).sort();if(t.length!==r.length||t.some((i,s)=>i!==r[s]))return!1;for(let i of t){let s=Object.keys(e[i]).sort(),o=Object.keys(n[i]).sort();if(s.length!==o.length||s.some((a,l)=>a!==o[l]))return!1;for(let a of s)if(e[i][a].kind!==n[i][a].kind||e[i][a].max_step!==n[i][a].max_step)return!1}return!0}function ah(e,n,t){if(n===null||t===null)return null;let r=e[n]?.[t];return r===void 0?null:r.max_step}function hE(e,n,t){return e!==null&&n!==null&&t!==null&&e===n&&t>n?t:e}function lh(e,n){return Object.keys(e).sort().filter(t=>e[t][n]!==void 0).map(t=>`${JSON.stringify(t)}:${e[t][n].max_step}`).join(",")}var uh=["step","relative","wall"],Nw={step:"Step",relative:"Relative",wall:"Wall"},Ow=.6,ch=.99,Rz=10;function mE(e){let n=e.filter(t=>t.points.length>0).map(t=>Math.max(...t.points.map(r=>r.step))+1);return n.length<2?"step":Math.max(...n)>=Rz*Math.min(...n)?"relative":"step"}function dh(e){let n=new Map;for(let t of e){let r=n.get(t.run);(r===void 0||t.wall_time<r)&&n.set(t.run,t.wall_time)}return n}function gE(e,n,t){return n==="step"?e.step:n==="wall"?e.wall_time*1e3:e.wall_time-(t.get(e.run)??e.wall_time)}function Iw(e){let n=Math.abs(e),t=e<0?"\u2212":"",r=i=>String(Number(i.toPrecision(3)));return n<60?`${t}${r(n)} s`:n<3600?`${t}${r(n/60)} min`:n<86400?`${t}${r(n/3600)} h`:`${t}${r(n/86400)} d`}var Cz=[1,2,5,10,15,30,60,120,300,600,900,1800,3600,7200,10800,21600,43200,86400];function bE(e,n,t){if(!(n>e)||t<1)return[e];let r=(n-e)/t,i=Cz.find(o=>o>=r);if(i===void 0){let o=r/86400,a=10**Math.floor(Math.log10(o));i=86400*a*([1,2,5,10].find(l=>l*a>=o)??10)}let s=[];for(let o=Math.ceil(e/i)*i;o<=n+1e-9;o+=i)s.push(o);return s}function vE(e){return e==="step"?"step":e==="relative"?"time since the run\u2019s first point":"wall time"}function Az(e,n){if(!(n>0))return[...e];let t=e.filter(s=>Number.isFinite(s));if(t.length>0&&t.every(s=>s===t[0]))return[...e];let r=0,i=0;return e.map(s=>Number.isFinite(s)?(r=r*n+(1-n)*s,i=i*n+(1-n),r/i):s)}function yE(e,n){let t=new Map;for(let i of e){let s=t.get(i.run)??[];s.push(i),t.set(i.run,s)}let r=new Map;for(let i of t.values()){let s=[...i].sort((a,l)=>a.step-l.step),o=Az(s.map(a=>a.value),n);s.forEach((a,l)=>r.set(a,o[l]))}return r}function wE(e,n,t,r){let i=new Map;return e.forEach((s,o)=>{let a=i.get(s.run);(a===void 0||Math.abs(n[o]-t)<Math.abs(n[a]-t))&&i.set(s.run,o)}),r.filter(s=>i.has(s)).map(s=>e[i.get(s)])}function xE(e){return e.length>0&&e.every(n=>n.value>0&&(n.lower===null||n.lower>0)&&(n.upper===null||n.upper>0))}function ph(e){return e.excluded!==void 0&&e.excluded>0?`every cell was too small to trust (${e.excluded} left out below min_count)`:"no value at this step (too little data, or nothing to compare)"}var $E=ke+bn+"run",_E=ke+bn+"gap_threshold",SE=ke+bn+"fit",kE=ke+bn+"x",TE=ke+bn+"smoothing",RE=ke+bn+"log",CE=ke+bn+"key",jn="gap_threshold",Ez=["lines","intervals"];function Bw(e){return{runs:null,gapThreshold:Ke(e,jn),own:{},fit:"lines",x:null,smoothing:Ow,log:!1,key:null}}function Fw(e){let n=he(e);return n!==null&&n>=0&&n<=ch?n:null}function fh(e,n){let t=he(e);return _e(n,jn,t)?t:null}function Hw(e,n){let t=[];for(let r of e.runs??[])t.push([$E,r]);return e.gapThreshold!==null&&e.gapThreshold!==Ke(n,jn)&&t.push([_E,String(e.gapThreshold)]),e.fit!=="lines"&&t.push([SE,e.fit]),e.x!==null&&t.push([kE,e.x]),e.smoothing!==Ow&&t.push([TE,String(e.smoothing)]),e.log&&t.push([RE,"1"]),e.key!==null&&t.push([CE,e.key]),[...t,...Xr(e.own,bn,n)]}function AE(e,n,t){let r=Bw(n),i=[],s;e=[...e],r.own=Yr(e,bn,n);for(let[o,a]of e)o===$E&&a!==""&&!i.includes(a)?i.push(a):o===_E?s=a:o===SE&&Ez.includes(a)?r.fit=a:o===kE&&uh.includes(a)?r.x=a:o===TE?r.smoothing=Fw(a)??r.smoothing:o===RE?r.log=a==="1":o===CE&&(r.key=a===""?null:a);return r.runs=i.length>0?i:null,r.gapThreshold=fh(s,n)??r.gapThreshold,t?hh(r,t):r}function hh(e,n){if(e.runs===null||n.length===0)return e;let t=n.filter(r=>e.runs.includes(r));return{...e,runs:t.length===0||t.length===n.length?null:t}}function $o(e,n){return e.runs===null?[...n]:n.filter(t=>e.runs.includes(t))}function EE(e,n,t,r){let i=$o(e,n),s=r?n.filter(o=>o===t||i.includes(o)):i.filter(o=>o!==t);return s.length===0?e:hh({...e,runs:s},n)}function Vw(e,n){if(n==="")return{runs:[...e],error:null};let t;try{t=new RegExp(n,"i")}catch(r){return{runs:[...e],error:r.message}}return{runs:e.filter(r=>t.test(r)),error:null}}function PE(e,n){return n!==null&&e.includes(n)?[n,...e.filter(t=>t!==n)]:[...e]}function Kw(e,n,t,r=null){let i=ys(r,"trend",Kn(e,n.own));return t&&n.gapThreshold!==null?{...i,[jn]:String(n.gapThreshold)}:i}function ME(e){let n=[];for(let[t,r]of Object.entries(e))t==="gap_threshold"||r===""||n.push(t==="metric"?`metric ${r}`:`${t}=${r}`);return n.join(", ")}function Yu(e){return e==="percent"||e==="points"||e==="count"?e:"value"}function DE(e,n,t="intervals"){if(n==="count"||e.length===0)return null;let r=t==="intervals";return Wr(e.map(i=>i.value),r?e.map(i=>i.lower):[],r?e.map(i=>i.upper):[],n==="percent"?{clamp:[0,1]}:n==="points"?{clamp:[-1,1]}:{})}function LE(e){let n=i=>i.lower!==null&&i.upper!==null,t=new Map;for(let i of e){let s=t.get(i.segment)??[];s.push(i),t.set(i.segment,s)}let r=[];for(let i of t.values())i.sort((s,o)=>s.step-o.step),i.forEach((s,o)=>{n(s)&&!(o>0&&n(i[o-1]))&&!(o+1<i.length&&n(i[o+1]))&&r.push(s)});return e.filter(i=>r.includes(i))}function NE(e,n){let t=n.find(r=>r.name===e);return t?{title:t.title,explanation:t.explanation,format:Yu(t.format)}:{title:e,explanation:"",format:"value"}}function ws(e,n){return e===null||!Number.isFinite(e)?"undefined":n==="percent"?De(e):n==="points"?ji(e):n==="count"?Number.isInteger(e)?C(e):ci(e):ye(e)}function zw(e,n){let t=Object.prototype.hasOwnProperty.call(e,n)?e[n]:null;return typeof t=="number"&&Number.isFinite(t)?t:null}function mh(e,n){let t=[],r=[];return n.forEach((i,s)=>{let o=0,a=!1;for(let l of e)if(l.line===i){if(l.value===null){let u={run:i,step:l.step,wall_time:l.wall_time};typeof l.excluded=="number"&&(u.excluded=l.excluded),r.push(u),a&&o++,a=!1;continue}a=!0,t.push({run:i,step:l.step,wall_time:l.wall_time,value:l.value,lower:l.lower,upper:l.upper,segment:`${s}:${o}`})}}),{dots:t,missing:r}}function OE(e,n=null){let t=e.series.filter(r=>n===null||n.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step),firstWorse:r.first_worse??{}}));return e.names.map(r=>{let i=[];t.forEach(a=>{let l=a.firstWorse[r],u=l?a.points.find(c=>c.step===l.step&&zw(c.values,r)===l.value):void 0;l&&u&&i.push({...l,run:a.run,wall_time:u.wall_time})});let{dots:s,missing:o}=mh(t.flatMap(a=>a.points.map(l=>{let[u,c]=l.intervals?.[r]??[null,null];return{line:a.run,step:l.step,wall_time:l.wall_time,value:zw(l.values,r),lower:u,upper:c,excluded:l.excluded?.[r]}})),t.map(a=>a.run));return{name:r,dots:s,missing:o,worse:i}})}function jw(e,n){let t=n==="percent"?"points":n,r=a=>t==="points"?me(a):ws(a,t),i=t==="points"?" pp":"",s=e.change>0?"+":"",o=String(Number((e.threshold*e.pairs).toPrecision(3)));return`step ${e.step}: ${ws(e.value,n)} against ${ws(e.vs_value,n)} at step ${e.vs_step} (change ${s}${r(e.change)}${i} [${r(e.lower)}, ${r(e.upper)}], ${Number((e.level*100).toPrecision(4))}% interval; ${qi(e.p_value)}, below ${o}/${e.pairs})`}function IE(e,n=null){let t=e.series.filter(r=>n===null||n.includes(r.run));return t.some(r=>r.points.length>0)&&t.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function zE(e,n=6){let t=new Map;for(let i of e){let s=t.get(i.run)??[];s.push(i.step),t.set(i.run,s)}let r=[];for(let[i,s]of t){let o=s.slice(0,n).join(", "),a=s.length>n?` and ${s.length-n} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}function Xu(e,n=oh()){return el(e,n)}function gh(e,n,t,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-n)**2+(o.y-t)**2;l<=s&&(i=a,s=l)}),i}function BE(e,n=null){let t=[["run","step","wall_time",...e.names].map(ym).join(",")];for(let r of e.series)if(!(n!==null&&!n.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))t.push([ym(r.run),ud(i.step),ud(i.wall_time),...e.names.map(s=>ud(zw(i.values,s)))].join(","));return t.join(`\r
`)+`\r
`}function qw(e,n,t){if(typeof e=="number"&&Number.isFinite(e))return e;let r=he(n.level);return r!==null&&_e(t,"level",r)?r:Ke(t,"level")}function FE(e,n){let t=_e(n,jn,e.gapThreshold)?e.gapThreshold:Ke(n,jn),r=Yr(Object.entries(e.own).map(([s,o])=>[`${ke}${bn}o_${s}`,o]),bn,n);return t===e.gapThreshold&&JSON.stringify(r)===JSON.stringify(e.own)?e:{...e,gapThreshold:t,own:r}}var HE=15e3,bh="theme-change",Jr="run-colors-change",Pz="experimental",Mz="experimental.GetRuns",Dz="experimental.RunsChanged",Lz="experimental.DataReloaded",Uw=class{constructor(n){this.port=n;this.nextId=0;this.waits=new Map;this.listeners=new Map;n.addEventListener("message",t=>this.onMessage(t.data)),n.start()}send(n,t=null,r=5e3){let i=this.nextId++;return new Promise(s=>{let o=setTimeout(()=>{this.waits.delete(i),s(null)},r);this.waits.set(i,a=>{clearTimeout(o),s(a)}),this.post({type:n,id:i,payload:t,error:null,isReply:!1})})}listen(n,t){this.listeners.set(n,t)}close(){this.port.close()}onMessage(n){let t;try{t=JSON.parse(String(n))}catch{return}if(!(typeof t!="object"||t===null||typeof t.type!="string")){if(t.isReply){let r=this.waits.get(t.id);this.waits.delete(t.id),r?.(t.error?null:t.payload);return}try{this.listeners.get(t.type)?.(t.payload)}finally{this.post({type:t.type,id:t.id,payload:null,error:null,isReply:!0})}}}post(n){this.port.postMessage(JSON.stringify(n))}};function Nz(e){if(e.parent===e)return null;try{let n=e.parent.document;return n.querySelector("tb-webapp")?n:null}catch{return null}}function Oz(e){let n=new Map,t=e.defaultView;for(let r of e.querySelectorAll("tb-data-table-content-row")){let i=r.querySelector(".table-column-run")?.textContent?.trim(),s=r.querySelector(".run-color-swatch");if(!i||!s||n.has(i))continue;let o=s.style.backgroundColor||(t?t.getComputedStyle(s).backgroundColor:""),a=cE(o);a&&n.set(i,a)}return n}function Iz(e,n){if(e.size!==n.size)return!1;for(let[t,r]of e)if(JSON.stringify(n.get(t))!==JSON.stringify(r))return!1;return!0}var Ww=class extends EventTarget{constructor(t=window){super();this.win=t;this.ipc=null;this.observers=[];this.onMedia=()=>this.onThemeSignal();this.onDocVisibility=()=>this.onVisibility();this.seen=new Map;this.refreshers=new Set;this.pollTimer=null;this.lastRefresh=Date.now();this.colorsKey="";this.tbDocument=Nz(t),this.media=typeof t.matchMedia=="function"?t.matchMedia("(prefers-color-scheme: dark)"):null,this.theme=this.readTheme(),this.applyColorScheme(),this.shown=this.isShown(),this.ids=this.tbDocument?new sh:null,this.media?.addEventListener("change",this.onMedia);let r=this.tbDocument;if(r){let i=new MutationObserver(()=>this.onThemeSignal());i.observe(r.body,{attributes:!0,attributeFilter:["class"]}),this.observers.push(i);let s=t.frameElement;if(s){let o=new MutationObserver(()=>this.onVisibility());o.observe(s,{attributes:!0,attributeFilter:["style","class"]}),this.observers.push(o)}this.ipc=this.connect(r)}t.document.addEventListener("visibilitychange",this.onDocVisibility),this.readColors()}get inTensorBoard(){return this.tbDocument!==null}onRefresh(t){return this.refreshers.add(t),this.schedulePoll(),()=>{this.refreshers.delete(t),this.refreshers.size===0&&this.pollTimer!==null&&(clearTimeout(this.pollTimer),this.pollTimer=null)}}dispose(){for(let t of this.observers)t.disconnect();this.media?.removeEventListener("change",this.onMedia),this.win.document.removeEventListener("visibilitychange",this.onDocVisibility),this.ipc?.close(),this.refreshers.clear(),this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null}readColors(){let t=this.tbDocument;if(t&&this.ids){this.ids.setGroupBy(uE(new URLSearchParams(t.location.search).get(lE)));let r=Oz(t);Iz(r,this.seen)||(this.seen=r)}this.publishColors()}connect(t){let r=this.win.parent;if(typeof MessageChannel>"u")return null;let i=new MessageChannel,s=new Uw(i.port1);return s.listen(Dz,o=>this.onRuns(o)),s.listen(Lz,()=>{let o=this.win.document.documentElement;o.dataset.tensorboardReloads=String(Number(o.dataset.tensorboardReloads??0)+1),this.refresh()}),r.postMessage(`${Pz}.bootstrap`,t.location.origin,[i.port2]),s.send(Mz).then(o=>this.onRuns(o)),s}onRuns(t){!this.ids||!Array.isArray(t)||!t.every(r=>typeof r=="string")||(this.ids.update(t),this.readColors())}readTheme(){let t=this.tbDocument?this.tbDocument.body.getAttribute("class")??"":null;return aE(t,this.media?.matches??!1)}onThemeSignal(){let t=this.readTheme();t!==this.theme&&(this.theme=t,this.applyColorScheme(),this.dispatchEvent(new Event(bh)),this.readColors())}applyColorScheme(){this.win.document.documentElement.style.colorScheme=this.theme}publishColors(){let t={theme:this.theme,ids:this.ids,seen:this.seen},r=this.ids?.known()??[],i=JSON.stringify([this.theme,r,el(r,t),[...this.seen]]);pE(t),i!==this.colorsKey&&(this.colorsKey=i,this.dispatchEvent(new Event(Jr)))}isShown(){if(this.win.document.visibilityState==="hidden")return!1;let t=this.win.frameElement;return!t||t.style.visibility!=="hidden"}onVisibility(){let t=this.isShown();t!==this.shown&&(this.shown=t,t&&(this.readColors(),Date.now()-this.lastRefresh>=HE?this.refresh():this.schedulePoll()))}refresh(){this.lastRefresh=Date.now(),this.readColors();for(let t of this.refreshers)t();this.schedulePoll()}schedulePoll(){if(this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null,this.refreshers.size===0)return;let t=Math.max(0,this.lastRefresh+HE-Date.now());this.pollTimer=setTimeout(()=>{this.pollTimer=null,this.shown&&this.refresh()},t)}},VE=null;function vn(){return VE??=new Ww,VE}var KE=z`
    :host {
      display: block;
      box-sizing: border-box;
      background: var(--bg);
      color: var(--fg);
    }
    :host([variant='panel']) {
      border: 1px solid var(--border);
      border-top: 3px solid var(--accent);
      border-radius: 2px;
      padding: 8px 12px 12px;
    }
    :host([variant='section']) {
      border-top: 1px solid var(--border);
      margin-top: 12px;
      padding-top: 8px;
    }
    .title-bar {
      display: flex;
      align-items: baseline;
      gap: 8px;
    }
    h2 {
      flex: 1;
      min-width: 0;
      margin: 0;
      font-size: 14px;
      font-weight: 500;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    h2 .noun {
      color: var(--muted);
      font-weight: 400;
      margin-right: 4px;
    }
    button.close {
      flex: none;
      width: 26px;
      height: 26px;
      border: 1px solid transparent;
      border-radius: 3px;
      background: none;
      color: var(--muted);
      font-size: 18px;
      line-height: 1;
      cursor: pointer;
    }
    button.close:hover {
      color: var(--fg);
      background: var(--hover-bg);
    }
    button.close:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: -2px;
    }
    .what {
      font-size: 12px;
      margin: 2px 0 6px;
    }
    .content {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
      column-gap: 28px;
      align-items: start;
    }
    .content > section.detail {
      grid-column: 1 / -1;
    }
    .content.stale {
      opacity: 0.55;
      transition: opacity 0.15s 0.2s;
    }
    section {
      margin-top: 10px;
      min-width: 0;
    }
    h4 {
      margin: 0 0 4px;
      font-size: 12px;
      font-weight: 500;
      display: flex;
      flex-wrap: wrap;
      gap: 2px 8px;
      align-items: baseline;
    }
    h4 .muted {
      font-weight: 400;
    }
    .head-text {
      font-size: 11px;
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
    .scroll {
      max-height: 260px;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 12px;
    }
    th,
    td {
      padding: 2px 6px;
      border-bottom: 1px solid var(--row-border);
      white-space: nowrap;
    }
    thead th {
      position: sticky;
      top: 0;
      background: var(--header-bg);
      font-weight: 500;
      text-align: left;
      border-bottom: 1px solid var(--border);
    }
    th.num {
      text-align: right;
    }
    td.text {
      max-width: 180px;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    td.missing {
      color: var(--state-fg);
    }
    .driver {
      font-size: 12px;
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
    .d-rose,
    .d-fell {
      font-weight: 500;
    }
    .driver.d-rose,
    .driver.d-fell {
      color: var(--fg, inherit);
      border-left: 3px solid var(--accent);
      padding-left: 6px;
    }
    td.flag {
      text-align: center;
      color: var(--accent);
    }
    td.interval {
      min-width: 130px;
    }
    .interval-cell {
      display: flex;
      gap: 6px;
      align-items: center;
      justify-content: flex-end;
    }
    .interval-cell .ci {
      color: var(--muted);
      font-size: 11px;
    }
    .whisker {
      position: relative;
      flex: none;
      width: 64px;
      height: 10px;
    }
    .whisker .line {
      position: absolute;
      top: 4px;
      height: 2px;
      background: var(--whisker);
    }
    .whisker .dot {
      position: absolute;
      top: 1px;
      width: 8px;
      height: 8px;
      margin-left: -4px;
      border-radius: 50%;
      background: var(--whisker-dot);
    }
    .run-list {
      display: grid;
      grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
      column-gap: 8px;
      row-gap: 3px;
      align-items: center;
      font-size: 12px;
    }
    .run-row {
      display: contents;
    }
    .run-name {
      display: flex;
      gap: 5px;
      align-items: center;
      min-width: 0;
      max-width: 200px;
    }
    .run-name .name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .run-row.current .name {
      font-weight: 600;
    }
    .run-row.current .track {
      box-shadow: inset 0 0 0 1px var(--chart-rule);
    }
    .swatch {
      flex: none;
      width: 10px;
      height: 10px;
      border-radius: 2px;
    }
    .track {
      position: relative;
      height: 14px;
      border-radius: 2px;
      background: var(--header-bg);
    }
    .track .line {
      position: absolute;
      top: 5px;
      height: 4px;
      border-radius: 2px;
      opacity: 0.7;
    }
    .track .dot {
      position: absolute;
      top: 2px;
      width: 10px;
      height: 10px;
      margin-left: -5px;
      border-radius: 50%;
      box-shadow: 0 0 0 1px var(--chart-halo);
    }
    .run-row .val {
      text-align: right;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .run-row.absent .val {
      color: var(--muted);
      font-style: italic;
    }
    .axis {
      display: grid;
      grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
      column-gap: 8px;
      font-size: 11px;
      color: var(--muted);
      font-variant-numeric: tabular-nums;
    }
    .axis .ends {
      display: flex;
      justify-content: space-between;
    }
    .note {
      font-size: 11px;
      margin-top: 2px;
    }
    .chart svg {
      display: block;
      overflow: visible;
    }
    .loading {
      font-size: 12px;
      margin-top: 8px;
    }
`;function jE(e){let n=e.groups;if(!n||!e.a||!e.b)return y;let t=n.head.format,r=l=>Vn(t,l),i=Ur(t),s=n.head.driver,o=`${e.a.run} \xB7 step ${e.a.step}`,a=`${e.b.run} \xB7 step ${e.b.step}`;return h`<section class="groups" data-section="groups" data-rows=${n.rows.length} data-driver=${s?.group??y}>
    <h4>For whom <span class="muted">${n.head.value} per group in A and in B</span></h4>
    ${s?h`<div class="driver ${s.significant?`d-${s.direction}`:"muted"}" data-group=${s.group}>
            ${s.significant?"Driven by":"Largest change"} ${AA(s)}
          </div>`:h`<div class="muted">No group has a value on both sides.</div>`}
    <div class="scroll">
      <table class="detail-table group-table" aria-label=${`${n.head.value} per group, A and B`}>
        <thead>
          <tr>
            <th data-col="group">group</th>
            <th class="num" data-col="value_a" title=${`value_a: ${n.head.value} in report A (${o}), with its ${Math.round(e.level*100)}% interval`}>A</th>
            <th class="num" data-col="value_b" title=${`value_b: ${n.head.value} in report B (${a}), with its ${Math.round(e.level*100)}% interval`}>B</th>
            <th class="num" data-col="change" title="change: B − A, with its interval (FCR-adjusted on the groups that rose or fell; marginal on the others)">change</th>
            <th data-col="direction" title="direction: rose or fell significantly (Benjamini-Hochberg over this row's groups), or neither">direction</th>
            <th class="num" data-col="n" title="n_a, n_b: the group's examples in A and in B">n A / B</th>
          </tr>
        </thead>
        <tbody>
          ${n.rows.map(l=>{let u=Rt(l.lower_a,l.upper_a,i),c=Rt(l.lower_b,l.upper_b,i);return h`<tr data-group=${l.group} data-direction=${l.direction} data-interval=${l.interval}>
              <td class="text" data-col="group" title=${l.group}>${l.group}</td>
              <td class="num" data-col="value_a" data-v=${l.value_a??y} title=${u?`${r(l.value_a)} ${u}`:"undefined"}>${r(l.value_a)}</td>
              <td class="num" data-col="value_b" data-v=${l.value_b??y} title=${c?`${r(l.value_b)} ${c}`:"undefined"}>${r(l.value_b)}</td>
              <td
                class="num change d-${l.direction}"
                data-col="change"
                data-v=${l.change??y}
                data-lower=${l.lower??y}
                data-upper=${l.upper??y}
                title=${`${jf(l.interval,e.level)}${typeof l.q_value=="number"?`; q = ${Ge(l.q_value)}`:""}`}
              >
                ${vw(t,l)}
              </td>
              <td data-col="direction" class="d-${l.direction}">${CA[l.direction]}</td>
              <td class="num" data-col="n">${l.n_a===null?"\u2014":C(l.n_a)} / ${l.n_b===null?"\u2014":C(l.n_b)}</td>
            </tr>`})}
        </tbody>
      </table>
    </div>
  </section>`}function UE(e,n){e.dispatchEvent(new CustomEvent("row-open",{detail:n,bubbles:!0,composed:!0}))}var zz={count:"examples",count_label:"with the label",rate:"share with the label",n:"examples",hits:"with the label",expected:"expected count",correct:"correct label",p_value:"p",significant:"\u2605"};function Bz(e){return st(e.head,e.name==="interval"?"lower, upper":e.name,e.title)}var Fz=150,qE=240,Hz=640,Ju=class extends V{constructor(){super();this.request=new ie;this.requested="";this.detail=null;this.stepsSvg=null;this.resize=new ResizeObserver(t=>{let r=Math.floor(t[0]?.contentRect.width??0),i=Math.min(Hz,Math.max(qE,r));r>0&&Math.abs(i-this.chartWidth)>4&&(this.chartWidth=i)});this.observed=null;this.onColors=()=>{this.stepsSvg=this.drawSteps(),this.requestUpdate()};this.onKey=t=>{!this.closable||t.key!=="Escape"||t.defaultPrevented||(t.preventDefault(),this.close())};this.api=null,this.tag="",this.run="",this.step=null,this.rowKey="",this.options={},this.runs=[],this.noun="row",this.declaration=null,this.showDetail=!0,this.base=null,this.closable=!1,this.revision="",this.variant="panel",this.status="loading",this.data=null,this.error=null,this.chartWidth=420}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey),vn().addEventListener(Jr,this.onColors)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey),vn().removeEventListener(Jr,this.onColors),this.resize.disconnect(),this.observed=null,this.request.cancel(),this.requested=""}close(){this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0}))}focusPanel(){this.renderRoot.querySelector("button.close")?.focus({preventScroll:!0})}params(){let t={tag:this.tag,run:this.run,step:this.step,key:this.rowKey,options:this.options};return this.base?{...t,run:this.base.run,step:this.base.step,vs:{run:this.run,step:this.step}}:t}async load(){let t=this.api,r=this.params();this.status="loading",this.error=null;let i;try{i=await this.request.run(s=>t.row(r,s))}catch(s){this.data=null,this.error=vt(s),this.status="error";return}i!==re&&(this.data=i,this.status="ready")}retry(){this.requested="",this.requestUpdate()}willUpdate(t){let r=this.api&&this.tag&&this.run&&this.rowKey?NA(this.params()):"";r!==""&&(r!==this.requested||t.has("revision")&&t.get("revision")!==void 0)&&(this.data&&this.data.key!==this.rowKey&&(this.data=null),this.requested=r,this.load()),(t.has("data")||t.has("declaration"))&&(this.detail=this.data?PA(this.data.detail,this.data.key,this.declaration,zz):null),(t.has("data")||t.has("chartWidth")||t.has("runs"))&&(this.stepsSvg=this.drawSteps())}updated(t){t.has("status")&&this.status==="ready"&&this.dispatchEvent(new CustomEvent("row-loaded"));let r=this.renderRoot.querySelector("section.steps");r!==this.observed&&(this.resize.disconnect(),this.observed=r,r&&this.resize.observe(r))}colorDomain(){let t=this.data?.runs.map(r=>r.run)??[];return[...this.runs,...t.filter(r=>!this.runs.includes(r))]}colorOf(t){let r=this.colorDomain(),i=r.indexOf(t);return i<0?"var(--muted)":Xu(r)[i]??"var(--muted)"}drawSteps(){let t=this.data;if(!t)return null;let r=yw(t),{dots:i}=r;if(i.length===0)return null;let s=this.colorOf(t.run),o=[...i.map(b=>b.step),...r.missing],a=Math.min(...o,r.current),l=Math.max(...o,r.current),u=[...new Set([...o,r.current])].sort((b,w)=>b-w);a===l&&(a-=1,l+=1);let c=`${Math.round(t.level*100)}%`,p=b=>`step ${b.step}`,d=b=>[`step ${b.step} (${Ki(b.wall_time)})`,`${t.bias}: ${Uf(b,"undefined",t.format)} (${c} interval)`,b.value!==null?`${t.value}: ${Gt(b.value,t.format)}`:""].filter(Boolean).join(`
`),f=i.filter(b=>b.lower!==null&&b.upper!==null),m=Math.max(qE,this.chartWidth),g=Ae({width:m,height:Fz,marginTop:t.format==="points"?20:10,marginLeft:46,marginRight:12,marginBottom:30,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[a,l],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:u.length<=8?u:5,tickFormat:"~s"},y:{label:t.format==="points"?"pp":null,grid:!0,nice:!0,zero:!0,ticks:4,tickFormat:t.format==="points"?b=>String(Number((b*100).toPrecision(6))):void 0},marks:[Fe([r.current],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}),Pi(f,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:s,fillOpacity:.18}),Fe(f,{x:"step",y1:"lower",y2:"upper",stroke:s,strokeOpacity:.6,strokeWidth:1.5}),Fn(i,{x:"step",y:"bias",z:"segment",stroke:s,strokeWidth:2}),nt(r.missing,{x:b=>b,frameAnchor:"bottom",symbol:"times",r:3.5,stroke:"var(--muted)",ariaLabel:b=>`step ${b}: not in this run`,title:b=>`step ${b}: no ${t.bias} for this ${this.noun} (not in the report, or undefined)`}),nt(i.filter(b=>!b.current),{x:"step",y:"bias",fill:s,stroke:"var(--chart-halo)",strokeWidth:1,r:3.5,ariaLabel:p,title:d}),nt(i.filter(b=>b.current),{x:"step",y:"bias",fill:s,stroke:"var(--accent)",strokeWidth:2.5,r:5.5,ariaLabel:p,title:d})]});g.setAttribute("data-points",String(i.length)),g.setAttribute("role","img"),g.setAttribute("aria-label",`${t.bias} of ${t.key} over the steps of ${t.run}`);let v=new Map(i.map(b=>[p(b),b]));for(let b of g.querySelectorAll('g[aria-label="dot"] circle')){let w=v.get(b.getAttribute("aria-label")??"");w&&(b.setAttribute("data-step",String(w.step)),b.setAttribute("data-bias",String(w.bias)),w.lower!==null&&b.setAttribute("data-lower",String(w.lower)),w.upper!==null&&b.setAttribute("data-upper",String(w.upper)),w.current&&b.setAttribute("data-current","true"))}return g}renderTitle(){let t=this.data,r=t?`${t.run} \xB7 step ${t.step}`:this.step===null?`${this.run} \xB7 latest step`:`${this.run} \xB7 step ${this.step}`;return h`<div class="title-bar">
        <h2 title=${`${this.noun} ${this.rowKey}`}><span class="noun">${this.noun}</span><span class="key-name">${this.rowKey}</span></h2>
        ${this.closable?h`<button class="close" name="close-row" title="Close (Esc)" aria-label="Close the drill-down" @click=${()=>this.close()}>
                ×
              </button>`:y}
      </div>
      <div class="what muted" data-run=${t?.run??y} data-step=${t?.step??y}>
        ${t?h`<b>${t.bias}</b>, the size of the bias (lower is better; signed: ${t.value}) · `:y}${r}${t?` \xB7 ${Math.round(t.level*100)}% intervals`:""}
      </div>`}renderCell(t,r){if(t.kind==="interval"){let a=r.whisker;return h`<td
        class="num interval"
        data-col="interval"
        data-lower=${r.lower??y}
        data-upper=${r.upper??y}
        title=${r.title}
      >
        <span class="interval-cell"
          >${a?h`<span class="whisker" aria-hidden="true"
                  ><span class="line" style="left: ${tl(a.lo)}; width: ${tl(Math.max(.005,a.hi-a.lo))}"></span>${a.mid!==null?h`<span class="dot" style="left: ${tl(a.mid)}"></span>`:y}</span
                >`:y}<span class="ci">${r.text||"\u2014"}</span></span
        >
      </td>`}let i=r.value===null,s=[t.kind==="text"?"text":t.kind==="flag"?"flag":"num",i?"missing":""].filter(Boolean).join(" "),o=r.value===null?y:String(r.value);return h`<td class=${s} data-col=${t.name} data-v=${o} title=${r.title}>${i?"\u2014":r.text}</td>`}renderDetail(t){let r=this.detail;if(!r)return y;let i=MA(t.detail.head,t.key);return h`<section class="detail" data-section="detail" data-rows=${r.rows.length}>
      <h4>${r.caption}${r.estimate?h`<span class="muted">${r.estimate} with its ${Math.round(t.level*100)}% interval</span>`:y}</h4>
      ${i?h`<div class="head-text muted">${i}</div>`:y}
      ${r.rows.length===0?h`<div class="muted">No ${this.noun} ${t.key} in this report.</div>`:h`<div class="scroll">
            <table class="detail-table" aria-label=${r.caption}>
              <thead>
                <tr>
                  ${r.columns.map(s=>h`<th class=${s.kind==="text"?"":"num"} data-col=${s.name} title=${Bz(s)}>${s.head}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${r.rows.map((s,o)=>h`<tr data-row=${o}>${r.columns.map((a,l)=>this.renderCell(a,s[l]))}</tr>`)}
              </tbody>
            </table>
          </div>`}
    </section>`}renderRun(t,r){let i=this.colorOf(t.run),s=`${Math.round(r.level*100)}%`,o=t.present?`run ${t.run}, step ${t.step}: ${r.bias} ${Uf(t,void 0,r.format)} (${s} interval)${t.current?" \u2014 the report on screen":""}`:`The latest report of run ${t.run} (step ${t.step}) has no ${r.bias} for this ${this.noun}: it lacks the ${this.noun}, or the value is undefined there (too little data).`,a=t.at;return h`<div
      class="run-row ${t.current?"current":""} ${t.present?"":"absent"}"
      role="listitem"
      data-run=${t.run}
      data-step=${t.step}
      data-present=${t.present?"true":"false"}
      data-bias=${t.bias??y}
      data-lower=${t.lower??y}
      data-upper=${t.upper??y}
      aria-current=${t.current?"true":y}
      title=${o}
    >
      <span class="run-name"><span class="swatch" style="background: ${i}"></span><span class="name">${t.run}</span></span>
      <span class="track" aria-hidden="true"
        >${a?h`${a.lower!==null&&a.upper!==null?h`<span class="line" style="left: ${tl(a.lower)}; width: ${tl(Math.max(.005,a.upper-a.lower))}; background: ${i}"></span>`:y}<span class="dot" style="left: ${tl(a.bias)}; background: ${i}"></span>`:y}</span
      >
      <span class="val">${t.present?Uf(t,void 0,r.format):t.inReport?"undefined (too little data)":"not in this run"}</span>
    </div>`}renderRuns(t){let{bars:r,domain:i}=DA(t,this.runs);return h`<section class="runs" data-section="runs" data-entries=${r.length}>
      <h4>In every run <span class="muted">${t.bias} in each run's latest report</span></h4>
      <div class="run-list" role="list" aria-label=${`${t.bias} of ${t.key} in every run`}>${r.map(s=>this.renderRun(s,t))}</div>
      <div class="axis" aria-hidden="true">
        <span></span><span class="ends"><span>${Gt(i[0],t.format)}</span><span>${Gt(i[1],t.format)}</span></span><span></span>
      </div>
    </section>`}renderSteps(t){let r=yw(t),i=LA(r.missing);return h`<section class="steps" data-section="steps" data-points=${r.dots.length} data-missing=${r.missing.length}>
      <h4>Over steps <span class="muted">of ${t.run}; dashed: step ${t.step}</span></h4>
      ${this.stepsSvg?h`<div class="chart">${this.stepsSvg}</div>`:h`<div class="muted">No step of ${t.run} has a ${t.bias} for this ${this.noun}.</div>`}
      ${i&&this.stepsSvg?h`<div class="note muted">Not in this run (or undefined) at ${i}.</div>`:y}
    </section>`}render(){let t=this.data;return h`
      ${this.renderTitle()}
      ${this.status==="error"?h`<div class="message error" role="alert">
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry-row" @click=${()=>this.retry()}>Retry</button>
          </div>`:y}
      ${t?h`<div class="content ${this.status==="loading"?"stale":""}">
            ${jE(t)} ${this.showDetail&&!t.groups?this.renderDetail(t):y} ${this.renderRuns(t)}
            ${this.renderSteps(t)}
          </div>`:this.status==="loading"?h`<div class="loading">Loading the ${this.noun}…</div>`:y}
    `}};Ju.properties={api:{attribute:!1},tag:{attribute:!1},run:{attribute:!1},step:{attribute:!1},rowKey:{reflect:!0,attribute:"data-key"},options:{attribute:!1},runs:{attribute:!1},noun:{attribute:!1},declaration:{attribute:!1},showDetail:{attribute:!1},base:{attribute:!1},closable:{attribute:!1},revision:{attribute:!1},variant:{reflect:!0},status:{reflect:!0,attribute:"data-status"},data:{state:!0},error:{state:!0},chartWidth:{state:!0}},Ju.styles=[U,ze,KE];function tl(e){return`${(Math.min(1,Math.max(0,e))*100).toFixed(2)}%`}customElements.define("fairness-row-drilldown",Ju);function WE(e,n,t,r){if(n===null)return y;let i=e.columns.label[n];return h`<aside class="drawer" aria-label=${`Label ${i}, drilled down`}>
      ${Vz(e,n,t.heads,r)}
      <fairness-row-drilldown
        variant="section"
        .api=${t.api}
        .tag=${e.tag}
        .run=${e.run}
        .step=${e.step}
        .rowKey=${i}
        .options=${gd(e)}
        .noun=${"label"}
        .declaration=${t.declaration}
        .closable=${!1}
      ></fairness-row-drilldown>
    </aside>`}function Vz(e,n,t,r){let i=e.columns,s=i.label[n],o=Nl(e),a=yd(e,n,e.min_count,o),{a:l,b:u,metric:c}=t,p=(f,m,g,v)=>h`<span class="item" data-col=${f} title=${v??Fo(f,t,e.level,e.fdr).title}
        ><span class="k">${m}</span> <b>${g}</b></span
      >`,d=(f,m)=>{let g=vd(i[f][n],e.states[f][n]);return p(f,m,g.text,g.state===null?void 0:g.title)};return h`<div class="open-row" role="region" aria-label="The open label" data-row=${n} data-key=${s}>
      <b class="label" title=${s}>${s}</b>
      ${p("count","count",C(i.count[n]))} ${p("count_a",`with ${l}`,C(i.count_a[n]))}
      ${p("count_b",`with ${u}`,C(i.count_b[n]))} ${d("value_a",`${c}(${l})`)}
      ${d("value_b",`${c}(${u})`)} ${d("gap","gap")}
      ${p("bound",`${mr(e.level)} interval`,a.intervalText,a.intervalReason??void 0)}
      ${p("p_value","p",a.pText,a.pTitle)}
      ${a.significant?h`<span class="item star" data-col="significant" title=${Fo("significant",t,e.level,e.fdr).title}
              >★ ${rt(e.fdr)}</span
            >`:y}
      ${a.insufficient?h`<span class="item muted" data-col="insufficient">insufficient</span>`:y}
      <button class="close" name="close_row" title="Close (Esc)" aria-label="Close the open label" @click=${()=>r.close()}>
        ×
      </button>
      ${Kz(i.mde?.[n],a,o)}
    </div>`}function Kz(e,n,t){if(t===null)return y;let r=Se(e)?`${H$(e,t.settings,t.gapText)}.`:"";return!r&&n.lowPower===null?y:h`<p class="power" data-role="power" data-mde=${Se(e)?String(e):y}>
    ${r}${n.lowPower!==null?h`<span class="low-power" data-role="low-power">○ ${n.lowPower}</span>`:y}
  </p>`}var GE="",jz={signed:"signed gap",bound:"conservative bound"},qz={auto:"fit the width",all:"all",compact:"without A and B"},YE={fdr:"fdr",minCount:"min_count"};function nl(e){let n=e.trim();if(n==="")return null;let t=Number(n);return Number.isFinite(t)?t:NaN}var Zu=class extends V{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.canDownloadShown=!1,this.downloadShownTitle="",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(n){if((n.has("selection")||n.has("reportMinCount"))&&this.selection){let t={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(t)){let a=nl(this.fieldText[o]);a===t[o]||Number.isNaN(a)&&t[o]===null||(r??={...this.fieldText},r[o]=t[o]===null?"":String(t[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i)){let a=i[o];a!==null&&nl(this.statText[o])!==a&&(s??={...this.statText},s[o]=String(a))}s&&(this.statText=s)}}statValid(n,t){return _e(this.declaration,YE[n],t)}onStatInput(n,t){this.statText={...this.statText,[n]:t.target.value}}commitStat(n){let t=nl(this.statText[n]);this.statValid(n,t)&&t!==this.selection[n]&&this.emit({[n]:t})}statInput(n,t,r){let i=this.statText[n],s=YE[n],o=!this.statValid(n,nl(i)),{min:a,max:l}=dt(this.declaration,s);return h`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${s}
      aria-label=${t}
      aria-invalid=${o?"true":"false"}
      title=${o?`${r} ${Pt(this.declaration,s)}.`:r}
      min=${a??y}
      max=${l??y}
      step=${n==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${u=>this.onStatInput(n,u)}
      @change=${()=>this.commitStat(n)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(n)}}
    />`}emit(n){this.dispatchEvent(new CustomEvent("selection-change",{detail:n,bubbles:!0,composed:!0}))}onRange(n,t){let r=t.target.value;this.fieldText={...this.fieldText,[n]:r};let i=nl(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];n==="gapMin"&&(a[0]=s),n==="gapMax"&&(a[1]=s),n==="countMin"&&(l[0]=s),n==="countMax"&&(l[1]=s),this.emit(n.startsWith("gap")?{gap:a}:{count:l})}rangeInput(n,t,r){let i=this.fieldText[n],s=Number.isNaN(nl(i));return h`<input
      type="text"
      inputmode="decimal"
      class=${s?"invalid":""}
      name=${n}
      aria-label=${r}
      aria-invalid=${s?"true":"false"}
      title=${s?"Not a number: ignored":r}
      placeholder=${t}
      .value=${i}
      @input=${o=>this.onRange(n,o)}
    />`}render(){let n=this.selection;if(!n)return y;let t=this.metrics.length?this.metrics:[{name:n.metric,title:n.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==n.a);return h`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${s=>this.emit({metric:s.target.value})}
          >
            ${t.map(s=>h`<option .value=${s.name} .selected=${s.name===n.metric} title=${s.title}>
                  ${s.name}${s.title&&s.title!==s.name?` \u2014 ${s.title}`:""}
                </option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity A</span>
          <select
            name="a"
            @change=${s=>{let o=s.target.value;this.emit(o===n.b?{a:o,b:null}:{a:o})}}
          >
            ${r.length===0&&n.a!==null?h`<option .selected=${!0} .value=${n.a}>${n.a}</option>`:y}
            ${r.map(s=>h`<option .value=${s.name} .selected=${s.name===n.a}>${s.name} (${C(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===GE?null:o})}}
          >
            <option .value=${GE} .selected=${n.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>h`<option .value=${s.name} .selected=${s.name===n.b}>${s.name} (${C(s.count)})</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search labels (regex)</span>
          <input
            type="search"
            class="search ${this.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^sk|board$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.searchError?"true":"false"}
            .value=${n.search}
            @input=${s=>this.emit({search:s.target.value})}
          />
        </label>
        <div class="field">
          <span class="name">Gap</span>
          <div class="pair">
            ${this.rangeInput("gapMin","min","minimum gap")} – ${this.rangeInput("gapMax","max","maximum gap")}
          </div>
        </div>
        <div class="field">
          <span class="name">Count c(y)</span>
          <div class="pair">
            ${this.rangeInput("countMin","min","minimum count")} – ${this.rangeInput("countMax","max","maximum count")}
          </div>
        </div>
        <label
          class="field"
          title="Which columns the table shows: all of them, or without the counts and values of identities A and B (the open row shows them); fit the width: without them when the table is too narrow for all"
        >
          <span class="name">Columns</span>
          <select name="columns" @change=${s=>this.emit({columns:s.target.value})}>
            ${xm.map(s=>h`<option .value=${s} .selected=${n.columns===s}>${qz[s]}</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label
          class="field"
          title=${se(this.declaration,"rank_by","signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first.")}
        >
          <span class="name">${le(this.declaration,"rank_by","Rank by")}</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value})}
          >
            ${pr(this.declaration,"rank_by").map(s=>h`<option .value=${s} .selected=${n.rankBy===s}>${jz[s]??s}</option>`)}
          </select>
        </label>
        <label class="field" title=${se(this.declaration,"level","The intervals are the whiskers.")}>
          <span class="name">${le(this.declaration,"level","Confidence level")}</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(n.level===null||hd.includes(n.level)?hd:[...hd,n.level].sort((s,o)=>s-o)).map(s=>h`<option .value=${String(s)} .selected=${s===n.level}>${mr(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">${le(this.declaration,"fdr","FDR")}</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${Ds(this.declaration,"fdr")}.`)}
        </label>
        <label class="field">
          <span class="name">${le(this.declaration,"min_count","Min count")}</span>
          ${this.statInput("minCount","minimum count","A row is insufficient (grey, no p-value) when the label or an identity is seen fewer times than this.")}
        </label>
        <label class="field check" title="Show only the rows marked ★">
          <input
            type="checkbox"
            name="significant_only"
            .checked=${n.significantOnly}
            @change=${s=>this.emit({significantOnly:s.target.checked})}
          />
          <span>significant only</span>
        </label>
      <span class="spacer"></span>
      <button
        class="primary"
        name="download"
        ?disabled=${!this.canDownload}
        title=${this.downloadTitle}
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{bubbles:!0,composed:!0}))}
      >
        Download CSV
      </button>
      <button
        class="primary"
        name="download-shown"
        ?disabled=${!this.canDownloadShown}
        title=${this.downloadShownTitle}
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{detail:"shown",bubbles:!0,composed:!0}))}
      >
        CSV of rows shown
      </button>
      </div>
      ${this.searchError?h`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:y}
    `}};Zu.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},canDownloadShown:{attribute:!1},downloadShownTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},Zu.styles=[U,je,z`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      select[name='metric'] {
        max-width: 220px;
      }
      .pair {
        display: flex;
        align-items: center;
        gap: 4px;
      }
      .pair input {
        width: 72px;
      }
      input.search {
        width: 200px;
      }
      input.stat {
        width: 64px;
      }
      label.check {
        flex-direction: row;
        align-items: center;
        gap: 4px;
        align-self: flex-end;
        padding-bottom: 3px;
        cursor: pointer;
      }
    `];customElements.define("fairness-controls",Zu);var Uz="minmax(120px, 3fr) repeat(3, minmax(72px, 1fr)) repeat(3, minmax(92px, 1fr)) 212px minmax(64px, 1fr) 24px",Wz="minmax(120px, 3fr) minmax(72px, 1fr) minmax(92px, 1fr) 212px minmax(64px, 1fr) 24px",vh=912,XE=584,JE=z`
    .head,
    .row {
      grid-template-columns: ${ct(Uz)};
      min-width: ${ct(`${vh}px`)};
    }
    lit-virtualizer {
      min-width: ${ct(`${vh}px`)};
    }
    :host([compact]) .head,
    :host([compact]) .row {
      grid-template-columns: ${ct(Wz)};
      min-width: ${ct(`${XE}px`)};
    }
    :host([compact]) lit-virtualizer {
      min-width: ${ct(`${XE}px`)};
    }
    :host([compact]) .ab {
      display: none;
    }
    .head button {
      padding: 4px 6px;
    }
    /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
    .head button[aria-sort='none'] .arrow {
      display: none;
    }
    .head button .top {
      max-width: 100%;
    }
    .head button .col-name {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .cell {
      padding: 0 6px;
    }
    /* The label stays in view when the table scrolls sideways. */
    .head button[data-col='label'],
    .cell.label {
      position: sticky;
      left: 0;
      z-index: 1;
    }
    .head button[data-col='label'] {
      background: var(--header-bg);
    }
    .head button[data-col='label']:hover {
      background: var(--header-hover);
    }
    .cell.label {
      background: var(--bg);
      line-height: 23px;
      box-shadow: inset -1px 0 0 var(--row-border);
    }
    .row {
      cursor: pointer;
      /* Each row lays out and paints on its own: a search that changes the rows in view
         does not invalidate the rest of the table. */
      contain: strict;
    }
    .row.insufficient .cell.label {
      background: var(--dim-bg);
    }
    .row:hover .cell.label {
      background: var(--hover-bg);
    }
    /* The cursor's ring over the sticky label too. */
    .row.cursor {
      box-shadow: none;
    }
    .row.cursor::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: 2;
      pointer-events: none;
      box-shadow: inset 0 0 0 1px var(--border);
    }
    [role='table']:focus .row.cursor::after {
      box-shadow: inset 0 0 0 2px var(--accent);
    }
    .cell.state {
      color: var(--muted);
      font-style: italic;
      cursor: help;
    }
    .cell.state.inf {
      font-style: normal;
    }
    /* Muted, not the accent: a row without a finding, not a finding. */
    .cell.mark .low-power {
      color: var(--muted);
      cursor: help;
    }
    .head .mark {
      align-self: center;
      text-align: center;
      color: var(--muted);
      cursor: help;
    }
    /* The whisker at a fixed place, the text after it in a fixed width, right-aligned:
       whiskers line up whatever the width of their interval's text. */
    .cell.interval {
      display: flex;
      align-items: center;
      gap: 6px;
      padding-right: 4px;
    }
    .cell.interval .text {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      text-align: right;
      font-size: 12px;
      font-variant-numeric: tabular-nums;
    }
    .whisker {
      overflow: visible;
    }
    .whisker .zero {
      stroke: var(--chart-rule);
      stroke-dasharray: 2 2;
    }
    .row.insufficient {
      color: var(--state-fg);
      background: var(--dim-bg);
    }
    .row.insufficient:hover {
      background: var(--hover-bg);
    }
    /* A row whose window is on its way: its place, its height, a faint bar. */
    .row.placeholder {
      cursor: default;
    }
    .row.placeholder .cell.label::after {
      content: '';
      display: inline-block;
      width: 60%;
      height: 8px;
      border-radius: 4px;
      background: var(--dim-bg);
    }
    .row.insufficient .whisker .bar {
      stroke: var(--disabled-border);
    }
    .row.insufficient .whisker .dot {
      fill: var(--disabled);
    }
    /* The open row, whatever else it is (insufficient, under the mouse). */
    .row[aria-selected='true'],
    .row[aria-selected='true']:hover,
    .row[aria-selected='true'] .cell.label {
      background: var(--selected-bg);
    }
  `;var Gz=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],Yz=new Set(["count_a","count_b","value_a","value_b"]),Qu=76,yh=14,Xz="fairness:rows-rendered";function Jz(e,n,[t,r]){let s=b=>(b-t)/(r-t)*(Qu-6)+3,o=b=>Math.min(Qu-3,Math.max(3,b)),a=yh/2,[l,u]=e,c=s(l),p=s(u),d=o(c),f=o(p),m=c<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,g=p>Qu-3?`M${f-3},${a-3}L${f},${a}L${f-3},${a+3}`:`M${f},${a-3}V${a+3}`,v=n!==null&&Number.isFinite(n)?s(n):-10;return{zero:`M${s(0)},0V${yh}`,bar:`M${d},${a}H${f}${m}${g}`,dot:v,r:v>=0&&v<=Qu?2.5:0}}function Zz(e){return h`<svg class="whisker" width=${Qu} height=${yh} aria-hidden="true">
    <path class="zero" d=${e.zero}></path>
    <path class="bar" d=${e.bar}></path>
    <circle class="dot" cx=${e.dot} cy=${yh/2} r=${e.r}></circle>
  </svg>`}function Qz(e,n){return h`<div class="cell mark" role="cell" data-col="significant">
    ${e.significant?_n(n):e.lowPower!==null?h`<span class="low-power" role="img" aria-label="low power" title=${e.lowPower}>○</span>`:y}
  </div>`}function eB(e){return h`<div class="row placeholder" role="row" aria-busy="true" data-pos=${e}>
    <div class="cell label" role="cell" data-col="label"></div>
  </div>`}var tB=4096,ec=class extends V{constructor(){super();this.pendingMark=!1;this.width=0;this.resize=new ResizeObserver(t=>{this.width=t[0]?.contentRect.width??0,this.updateCompact()});this.cursor=new Zi(this,{open:t=>this.openRow(t),close:()=>this.openLabel===null?!1:(this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0})),!0)});this.texts=new Map;this.rowTemplate=(t,r)=>this.renderRow(t,r);this.lastCursor=null;this.cursorLabel=null;this.cursorSelection=null;this.table=null,this.tableKey=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null,this.columns="auto",this.openLabel=null,this.windows=null,this.windowsVersion=0,this.compact=!1}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}updateCompact(){let t=this.columns==="compact"||this.columns==="auto"&&this.width>0&&this.width<vh;t!==this.compact&&(this.compact=t)}rowAt(t){if(this.windows!==null)return this.windows.at(t);let r=this.table;return r&&t>=0&&t<r.rows?{table:r,i:t}:null}openRow(t){let r=this.rowAt(t);if(r===null)return;this.cursor.set(t);let i=this.shadowRoot?.querySelector("[role=table]"),s=r.table.columns.label[r.i];this.dispatchEvent(new CustomEvent("row-open",{detail:{key:s,opener:i},bubbles:!0,composed:!0}))}headerColumns(){let{level:t,fdr:r}=this.stats,i=Fo("significant",this.names,t,r),s=h`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`;return[...Gz.map(o=>({key:o,text:o==="label",className:Yz.has(o)?"ab":void 0,...Fo(o,this.names,t,r)})),{header:s}]}rowText(t,r,i){let s=this.texts.get(i);if(s)return s;let o=t.columns,a=this.stats,l=yd(t,r,a.minCount,a.power??null),u=o.gap[r],c=l.interval?`${mr(a.level)} interval ${l.intervalText}; conservative bound ${l.bound===null?"\u2014":l.bound}`+(l.insufficient?`. ${l.pTitle}`:""):l.intervalReason??"",p=f=>vd(o[f][r],t.states[f][r]),d={count:C(o.count[r]),countA:C(o.count_a[r]),countB:C(o.count_b[r]),value_a:p("value_a"),value_b:p("value_b"),gap:p("gap"),stats:l,intervalTitle:c,whisker:l.interval?Jz(l.interval,Dl(u),a.domain):null};return this.texts.size>=tB&&this.texts.clear(),this.texts.set(i,d),d}renderValue(t,r,i){return r.state===null?h`<div class="cell num ${i?"ab":""}" role="cell" data-col=${t} title=${r.title}>${r.text}</div>`:h`<div
      class="cell num ${i?"ab":""} state ${r.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${t}
      data-state=${r.state}
      title=${r.title}
    >
      ${r.text}
    </div>`}renderStats(t){let r=t.stats,i=t.intervalTitle,s=rt(this.stats.fdr);return h`<div
        class="cell num interval ${r.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${r.interval?String(r.interval[0]):""}
        data-upper=${r.interval?String(r.interval[1]):""}
        title=${i}
      >
        ${t.whisker?Zz(t.whisker):y}<span
          class="text"
          >${r.intervalText}</span
        >
      </div>
      <div
        class="cell num ${r.p===null?"why":""} ${r.pText==="undefined"?"state undef":""}"
        role="cell"
        data-col="p_value"
        title=${r.pTitle}
      >
        ${r.pText}
      </div>
      ${Qz(r,s)}`}renderRow(t,r){let i=this.rowAt(t);if(i===null)return eB(r);let{table:s,i:o}=i,a=s.columns,l=a.row===void 0?o:Number(a.row[o]),u=a.label[o],c=!!a.insufficient[o],p=!!a.significant[o],d=this.rowText(s,o,l);return h`<div
      class="row ${c?"insufficient":""} ${p?"significant":""} ${this.cursor.isCursor(t)?"cursor":""}"
      role="row"
      aria-selected=${u===this.openLabel?"true":"false"}
      data-row=${l}
      data-pos=${r}
      data-insufficient=${c?"true":"false"}
      data-significant=${p?"true":"false"}
      title=${c?Rm(this.stats.minCount):y}
      @click=${()=>this.openRow(t)}
    >
      <div class="cell label" role="cell" data-col="label" title=${u}>${u}</div>
      <div class="cell num" role="cell" data-col="count">${d.count}</div>
      <div class="cell num ab" role="cell" data-col="count_a">${d.countA}</div>
      <div class="cell num ab" role="cell" data-col="count_b">${d.countB}</div>
      ${this.renderValue("value_a",d.value_a,!0)} ${this.renderValue("value_b",d.value_b,!0)}
      ${this.renderValue("gap",d.gap,!1)} ${this.renderStats(d)}
    </div>`}willUpdate(t){if((t.has("table")||t.has("rows"))&&(t.has("tableKey")&&t.get("tableKey")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0),t.has("windows")&&t.get("windows")&&this.windows===null&&this.cursor.row!==null){let s=this.cursorLabel===null||this.table===null?-1:this.table.columns.label.indexOf(this.cursorLabel);this.cursor.set(s<0?null:s)}t.has("columns")&&this.updateCompact();let r=this.windows?.selection??null;r!==this.cursorSelection&&(r!==null&&this.cursorSelection!==null&&this.followCursor(),this.cursorSelection=r);let i=this.cursorMoved();(t.has("table")||t.has("stats"))&&this.texts.clear(),(i||t.has("table")||t.has("stats")||t.has("openLabel")||t.has("names")||t.has("windows")||t.has("windowsVersion"))&&(this.rowTemplate=(s,o)=>this.renderRow(s,o))}cursorMoved(){let t=this.cursor.row!==this.lastCursor;if(this.lastCursor=this.cursor.row,t){let r=this.cursor.row===null?null:this.rowAt(this.cursor.row);this.cursorLabel=r===null?null:r.table.columns.label[r.i]}return t}followCursor(){if(this.cursor.row===null||this.windows===null)return;let t=this.cursorLabel;this.cursor.set(t===null?null:this.windows.position(t))}updated(){if(!this.pendingMark)return;let t=this.renderRoot,r=()=>{performance.mark(Xz),this.dispatchEvent(new CustomEvent("rows-painted"))},i=()=>{this.pendingMark&&(t.querySelector(".row:not(.placeholder)")?(this.pendingMark=!1,setTimeout(r,0)):requestAnimationFrame(i))};requestAnimationFrame(i)}render(){return!this.table||!this.stats?y:Qi(this,{columns:this.headerColumns(),defaultDir:$m,renderRow:this.rowTemplate,label:"Labels ranked by gap",empty:"No label matches the filters.",keyByPosition:!0,focusable:!0,onRange:(t,r)=>this.dispatchEvent(new CustomEvent("row-range",{detail:{first:t,last:r},bubbles:!0,composed:!0}))})}};ec.properties={...Sr,names:{attribute:!1},stats:{attribute:!1},columns:{attribute:!1},openLabel:{attribute:!1},tableKey:{attribute:!1},windows:{attribute:!1},windowsVersion:{attribute:!1},compact:{type:Boolean,reflect:!0}},ec.styles=[U,...es,Hd,JE];customElements.define("fairness-table",ec);var tc=class extends V{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(t){(t.has("histogram")||t.has("metric"))&&(this.chart=this.draw())}draw(){let t=this.histogram;if(!t||t.bins.length===0)return null;let r=Math.max(...t.bins.map(i=>i.count));return Ae({width:Vo,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,r),tickFormat:r>=1e4?"~s":void 0},marks:[vs(t.bins,{x1:"x0",x2:"x1",y:"count",fill:Os,fillOpacity:.85,insetLeft:.5,insetRight:.5}),Tt([0],{stroke:"var(--chart-rule)"}),Fe([0],{stroke:"var(--chart-ink)",strokeDasharray:"3,3"})]})}render(){let t=this.histogram;if(!t)return y;let{posInf:r,negInf:i,undefined:s}=t.nonFinite,o=[r?`${C(r)} at +\u221E`:"",i?`${C(i)} at \u2212\u221E`:"",s?`${C(s)} undefined`:""].filter(Boolean);return h`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??h`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${C(t.finite)} finite gap${t.finite===1?"":"s"}${o.length?h`; not plotted: ${o.join(", ")}`:y}
      </div>
    `}};tc.properties={histogram:{attribute:!1},metric:{attribute:!1}},tc.styles=[U,z`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",tc);var nc=class extends V{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(t){t.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),t.has("distribution")&&(this.chart=this.draw())}draw(){let t=this.distribution;if(!t||t.bins.length===0)return null;let r=Math.max(1,t.topShown),i=Math.max(1,t.allShown),s=t.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Ae({width:Vo,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[vs(s,{x1:"x0",x2:"x1",y:"top",fill:Os,fillOpacity:.85,insetLeft:.5,insetRight:.5}),vs(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"var(--chart-ink)",strokeWidth:1}),Tt([0],{stroke:"var(--chart-rule)"})]})}onK(t){let r=t.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let t=this.distribution;if(!t)return y;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return h`
      <div class="head">
        <h3>Counts of the top</h3>
        <input
          type="text"
          inputmode="numeric"
          name="topk"
          aria-label="K"
          class=${i?"invalid":""}
          .value=${this.kText}
          @input=${s=>this.onK(s)}
        />
        <h3>labels by ${this.sortLabel}</h3>
      </div>
      <div class="chart">${this.chart??h`<div class="muted">No label with c(y) &gt; 0 to plot.</div>`}</div>
      <div class="note muted">
        <span class="key" style="background:${Os}"></span>top ${C(t.k)}${t.topMedian!==null?h` (median c(y) ${C(t.topMedian)})`:y}
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${C(t.allShown)} shown${t.allMedian!==null?h` (median ${C(t.allMedian)})`:y}${t.zero?h`; ${C(t.zero)} of the top with c(y) = 0 not plotted`:y}
      </div>
    `}};nc.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},nc.styles=[U,z`
      :host {
        display: block;
      }
      .head {
        display: flex;
        align-items: baseline;
        gap: 8px;
      }
      .head input {
        width: 64px;
        height: 22px;
      }
      .note {
        font-size: 11px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        margin: 0 3px 0 8px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-count-distribution",nc);var ZE="gaps",nB=new Set(["search","gap","count"]),rB=["sort","dir","search","gap","count","significantOnly","topK"];function iB(e){return e.metrics?.find(n=>n.name===e.metric)?.title??""}var rc=class extends V{constructor(t){super();this.request=new ie;this.windows=new Rd(this,(t,r)=>this.api.viewColumnar(Il,"",t,fd,r),_1);this.tableData=null;this.wholeRequest=new ie;this.wholeFor=null;this.refusedSearch=null;this.shell=new Ne(this,[this.request]);this.downloads=new $n(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.labelSearch=null;this.search={regex:null,error:null};this.visibleList=[];this.charts=new Sd(this);this.heads={a:"A",b:"B",metric:"value"};this.statsInfo=null;this.legendLines=null;this.openRow=null;this.drillOpener=null;this.hash=new kd(this,()=>_m(this.selection,this.declaration));this.drawerActions={close:()=>this.closeRow()};this.onKey=t=>{if(t.key!=="Escape"||t.defaultPrevented||this.openLabel===null)return;let r=t.composedPath()[0];r instanceof HTMLInputElement||r instanceof HTMLSelectElement||(t.preventDefault(),this.closeRow())};this.api=t??new Jt,this.info=null,this.declaration=null,this.params=[],this.selection=md(null),this.data=null,this.openLabel=null}connectedCallback(){super.connectedCallback(),this.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),this.removeEventListener("keydown",this.onKey)}showPart(t){this.windows.showPart(t);let r=this.renderRoot.querySelector("fairness-table");r&&(r.scrollTop=0),this.requestUpdate()}openLabelRow(t){this.drillOpener=t.detail.opener,this.openLabel=t.detail.key}closeRow(){let t=this.drillOpener;this.openLabel=null,this.drillOpener=null,t?.isConnected&&t.focus({preventScroll:!0})}async load(){let{a:t,b:r}=this.selection,i=this.searchToSend(),s=!this.identitiesConfirmed;this.shell.start();let o=n1(this.report,this.selection,this.declaration,i),a;try{a=await this.request.run(u=>this.api.viewColumnar(Il,"",o,fd,u,M$))}catch(u){let c=u instanceof Xt?Y$(u.status,u.message):null;if(i!==null&&c!==null){this.refusedSearch={pattern:i,error:c},this.load();return}if(s&&(t!==null||r!==null)&&u instanceof Xt&&u.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.tableData=null,this.windows.clear(),this.shell.fail(u);return}if(a===re)return;if(a.window!==void 0&&this.data!==null&&this.data.window===void 0&&Ho(this.data,a)){this.shell.ready();return}a.window===void 0?this.windows.clear():this.windows.reset(a,{...o,step:a.step});let l=a.window!==void 0&&this.tableData!==null&&Ol(this.tableData,a);this.tableData=l?this.tableData:a,this.data=a,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==a.metric)&&this.setSelectionState({...this.selection,a:a.a,metric:a.metric}),this.shell.ready(),this.askWhole(a)}askWhole(t){Q$(t)?(this.wholeFor===null||!Ho(this.wholeFor,t))&&(this.wholeFor=t,this.loadWhole(t)):(this.wholeRequest.cancel(),this.wholeFor=null)}async loadWhole(t){let r={...r1(this.report,this.selection,this.declaration),step:t.step},i;try{i=await this.wholeRequest.run(o=>this.api.viewColumnar(Il,"",r,fd,o))}catch{return}let s=this.data;i===re||i.window!==void 0||s===null||s.window===void 0||!Ho(s,i)||(this.wholeFor=null,this.windows.clear(),this.tableData=i,this.data=i)}searchToSend(){return t1(this.selection.search,this.refusedSearch?.pattern??null)}searchError(){return this.search.error!==null?this.search.error:this.refusedSearch?.pattern===this.selection.search?this.refusedSearch.error:null}setSelectionState(t,r=!1){this.selection=t,this.hash.changed(r)}onSelectionChange(t){let r=this.selection,i={...r,...t},s=Object.keys(t).every(l=>nB.has(l)),o=this.data?.window!==void 0&&rB.some(l=>JSON.stringify(r[l])!==JSON.stringify(i[l]));if(s){this.setSelectionState(i,!0),o&&this.load();return}t.rankBy!==void 0&&t.rankBy!==r.rankBy&&t.sort===void 0&&(i.sort=Ns(t.rankBy),i.dir="desc"),this.setSelectionState(i),i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b?((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load()):o&&this.load()}resetSelection(){this.setSelectionState(md(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?xn(this,{step:null}):this.load()}async downloadCsv(t="all"){let r=this.data;if(!r)return;let i=t==="shown",s=Et(["fairness",r.run,r.tag,`step${r.step}`,r.metric,r.a,"vs",r.b??"rest",i?"shown":null]),o;if(i&&r.window!==void 0)try{o={column:"label",keys:await this.windows.labels(r.window.matched)}}catch(a){this.downloads.error=vt(a),this.requestUpdate();return}else i&&(o={column:"label",keys:this.visibleList.map(a=>r.columns.label[a])});this.downloads.download(i?"download-shown":"download",{run:r.run,tag:r.tag,step:r.step,table:ZE,options:gd(r)},s,o)}willUpdate(t){if(!this.hasUpdated)this.selection=Sm(this.params,this.declaration),Le(this,_m(this.selection,this.declaration)),this.load();else{let b=t.get("report");b&&(b.run!==this.report.run||b.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(t.has("report")&&vr(b,this.report)||t.has("info")&&yr(t.get("info"),this.info,this.report))&&this.load()}let r=t.get("selection"),i=this.selection,s=this.data,o=t.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,p=a||r.topK!==i.topK;if(u&&(this.search=fr(i.search)),!s){this.labelSearch=null,this.visibleList=[],this.statsInfo=null,this.legendLines=null,this.openRow=null,this.charts.clear();return}let d=s.window,f=t.get("data"),m=o&&f!=null&&Ho(f,s);if(o&&(this.heads={a:s.a,b:s.b_label,metric:s.metric,metricTitle:iB(s)},this.statsInfo={level:s.level,fdr:s.fdr,minCount:s.min_count,domain:s.domain,power:Nl(s)},this.legendLines=wd(s,{tested:s.tested,low:s.low_power})),d!==void 0){this.labelSearch=null,this.visibleList=this.windows.positions,this.openRow=this.windows.openRow(this.openLabel,s),o&&!m&&d.matched>0?this.charts.windowAfterRows(d):o&&this.charts.fromWindow(d);return}if(o||t.has("openLabel")){let b=this.openLabel===null?-1:s.columns.label.indexOf(this.openLabel);this.openRow=b<0?null:{table:s,i:b}}if(o||l||this.labelSearch===null){let b=Tm(s,i.sort,i.dir)?null:B$(s,i.sort,i.dir);this.labelSearch=new bd(s,b)}let g=!1;if(o||l||u||c){let b=this.labelSearch.rows(i.search,this.search.regex,s,{gap:i.gap,count:i.count,significantOnly:i.significantOnly});F$(b,this.visibleList)||(this.visibleList=b,g=!0)}let v=!a&&!o&&!l&&!p&&r.significantOnly===i.significantOnly;g||o?o&&this.visibleList.length>0?this.charts.afterRows(()=>this.chartRows(),m):v&&this.charts.drawn?this.charts.afterTyping(()=>this.chartRows()):this.charts.now(this.chartRows(s)):p&&this.charts.countsNow(this.chartRows(s))}chartRows(t=this.data){return t===null?null:{table:t,rows:this.visibleList,k:this.selection.topK}}renderSummary(t){let r=t.window,i=r?{start:this.windows.start,rows:this.windows.partRows,go:s=>this.showPart(s)}:null;return T1(t,this.info?.description??"",r?r.matched:this.visibleList.length,r?.total,i)}renderLegend(t){return R1(t,this.legendLines)}renderDrawer(){let t=this.openRow;return t===null?y:WE(t.table,t.i,{api:this.api,declaration:this.declaration,heads:this.heads},this.drawerActions)}render(){let t=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:pr(this.declaration,"metric").map(l=>({name:l,title:"",range:null})),s=this.shell.loading,o=r!==null&&!s&&this.downloads.pending===null,a=`${t.sort} ${t.dir==="desc"?"\u25BC":"\u25B2"}`;return h`
      <fairness-controls
        .selection=${t}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.searchError()}
        .canDownload=${o}
        .canDownloadShown=${o&&(r?.window===void 0||r.window.matched<=_d)}
        .downloadShownTitle=${X$(r?.window?.matched??null)}
        .downloadTitle=${wn(this.declaration,ZE,r?.window?.total??r?.rows??null)+"; not only the rows the search and filters show"}
        @selection-change=${l=>this.onSelectionChange(l.detail)}
        @focusout=${this.hash.flushPending}
        @download-csv=${l=>this.downloadCsv(l.detail==="shown"?"shown":"all")}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,l=>h`${this.renderSummary(l)} ${this.renderLegend(l)}
            <div class="main ${s?"stale":""}">
              <div class="table-column">
                <fairness-table
                  .table=${this.tableData}
                  .tableKey=${this.tableData===null?null:Z$(this.tableData)}
                  .rows=${this.visibleList}
                  .sort=${t.sort}
                  .dir=${t.dir}
                  .names=${this.heads}
                  .stats=${this.statsInfo}
                  .columns=${t.columns}
                  .openLabel=${this.openLabel}
                  .windows=${l.window?this.windows:null}
                  .windowsVersion=${this.windows.version}
                  @row-range=${u=>this.windows.show(u.detail.first,u.detail.last)}
                  @sort-change=${u=>this.onSelectionChange({sort:u.detail.column,dir:u.detail.dir})}
                  @row-open=${u=>this.openLabelRow(u)}
                  @row-close=${()=>this.closeRow()}
                  @rows-painted=${()=>this.charts.rowsPainted()}
                ></fairness-table>
              </div>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.charts.histogram} .metric=${l.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.charts.counts}
                  .k=${t.topK}
                  .sortLabel=${a}
                  @topk-change=${u=>this.onSelectionChange({topK:u.detail})}
                ></fairness-count-distribution>
              </div>
            </div>
            ${this.renderDrawer()}`,"Loading the report\u2026")}
    `}};rc.properties={...gr,selection:{state:!0},data:{state:!0},openLabel:{state:!0}},rc.styles=[U,ze,Cd,Is,zs,ot,k1];customElements.define("fairness-associations-view",rc);var QE={kind:Il,title:"label-association",render:(e,n)=>h`<fairness-associations-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-associations-view
    >`,hint:()=>h`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var an=["negligible","small","medium","large"],ic=[.1,.3,.5],eP=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"];function tP(e,n="view route"){H(e)||_(n,"not an object");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&_(n,"`rows` is not a count"),H(e.model)||_(n,"no `model`"),(!H(e.columns)||!H(e.states))&&_(n,"no `columns` or `states`");let r=e.columns;for(let s of eP){let o=r[s];(!Array.isArray(o)||o.length!==t)&&_(n,`column \`${s}\` does not have ${t} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==t)&&_(n,`states \`cramers_v\` does not have ${t} rows`),Array.isArray(e.groups)||_(n,"no `groups`"),H(e.reasons)||_(n,"no `reasons`"),e}function nP(e,n="view route"){H(e)||_(n,"not an object");let{groups:t,labels:r}=e;(!Array.isArray(t)||!Array.isArray(r))&&_(n,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==t.length)&&_(n,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&_(n,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&_(n,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||_(n,"no `mistakes`"),e}var rP="fairness:skew-response",iP="class";function sP(e){return{run:e.run,tag:e.tag,step:e.step,mev:e.mev,level:e.level??null,fdr:e.fdr??null}}function oP(e){return{run:e.run,tag:e.tag,step:e.step,class_name:e.class,mev:e.mev,k:e.k,limit:e.limit}}var sB=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],oB=["class","worst_group"],xh=[.9,.95,.99],Gw=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function $h(e){return{...Gw,mev:Ke(e,"mev"),level:Ke(e,"level"),fdr:Ke(e,"fdr")}}function Yw(e){return oB.includes(e)||e==="p_value"?"asc":"desc"}var ln={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function Xw(e,n){let t=[];return ee(t,ln.cls,e.cls),He(t,ln.mev,e.mev,n),He(t,ln.level,e.level,n),He(t,ln.fdr,e.fdr,n),(e.sort!==Gw.sort||e.dir!==Gw.dir)&&(ee(t,ln.sort,e.sort),ee(t,ln.dir,e.dir)),ee(t,ln.search,e.search),t}function aP(e,n){let t=Pe(e),r=$h(n),i=t.get(ln.cls);r.cls=i===void 0||i===""?null:i,r.mev=bt(n,"mev",he(t.get(ln.mev))),r.level=bt(n,"level",he(t.get(ln.level))),r.fdr=bt(n,"fdr",he(t.get(ln.fdr)));let s=t.get(ln.sort);if(s!==void 0&&sB.includes(s)){r.sort=s;let o=t.get(ln.dir);r.dir=o==="asc"||o==="desc"?o:Yw(r.sort)}return r.search=t.get(ln.search)??"",r}function aB(e){let n=0;for(;n<ic.length&&e>=ic[n];)n++;return an[n]}function lB(e,n,t){if(n==="band"){let i=an.indexOf(e.columns.band[t]);return i<0?NaN:i}let r=e.columns[n][t];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function lP(e,n,t){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=t==="asc"?1:-1;if(n==="class"||n==="worst_group"){let o=e.columns[n];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=lB(e,n,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),p=Number.isNaN(u);return c||p?c&&p?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function uP(e,n,t){return b$(e.columns.class,n,t)}var uB={class:["class","ground truth","the ground-truth class"],n:["examples","","the examples of the class"],cramers_v:["Cram\xE9r's V","effect size","Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all); classes without V last"],band:["band","of V","negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"],p_value:["p","\u03C7\xB2 test",'the p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'],accuracy:["accuracy","of the class","the accuracy on the examples of the class"],worst_group:["worst group","lowest accuracy","the group with the lowest accuracy on this class"],worst_group_accuracy:["its accuracy","worst group","the accuracy of the class's worst group"],gap:["gap","accuracy \u2212 worst","the accuracy of the class minus that of its worst group, in percentage points"]};function _h(e,n,t){if(e==="interval"){let o=rl(n);return{name:"interval",sub:`${o} of V`,title:st("interval","lower, upper",`the ${o} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`)}}if(e==="significant")return{name:"\u2605",sub:"",title:st("\u2605","significant",rt(t))};let[r,i,s]=uB[e];return{name:r,sub:i,title:st(r,e,s)}}function rl(e){return`${Number((e*100).toPrecision(4))}%`}function cP(e,n,t){let r=e.columns,i=e.states.cramers_v[n],s=i===null&&Se(r.cramers_v[n]),o=s?null:`Undefined: ${i&&t[i]||i||"no value of V"}`,a=r.lower?.[n],l=r.upper?.[n],u=s&&Se(a)&&Se(l)?[a,l]:null,c=r.p_value?.[n],p=s&&Se(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:p?c:null,pText:p?Ge(c):"\u2014",pTitle:p?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[n]===!0,reason:o}}function dP(e){let n=0,t=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=t[r];Se(i)&&i>n&&(n=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(n*10-1e-9)/10))]}function cB(e){let n=0,t=e.columns.p_value??[];for(let r=0;r<e.rows;r++)Se(t[r])&&n++;return n}function pP(e){let n=cB(e);return{interval:`whiskers: ${rl(e.level)} interval of the population V (docs/statistics.md)`,significance:Io({q:e.fdr,significant:e.significant,tested:n,unit:"class",units:"classes",what:n<e.rows?`${e.rows-n} without V`:""})}}var wh=20;function fP(e,n){let t=Object.fromEntries(an.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<n.length;a++){let l=n[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=an.includes(e.columns.band[l]??"")?e.columns.band[l]:aB(u),d=Math.min(wh-1,Math.max(0,Math.floor(u*wh)))*an.length+an.indexOf(c);r.set(d,(r.get(d)??0)+1),t[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/an.length);return{x0:u/wh,x1:(u+1)/wh,band:an[a%an.length],count:l}}),byBand:t,defined:i,undefined:s}}function hP(e){let n=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let p=e.counts[i][c]??0;return{label:u,count:p,share:o(p),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>n&&(n=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:n,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var Sh="classes";function Jw(e){return{mev:String(e.mev),level:String(e.level),fdr:String(e.fdr)}}function sc(e){let n=e.trim();if(n==="")return null;let t=Number(n);return Number.isFinite(t)?t:NaN}function mP(e,n){let t=e.sel,r=e.declaration,i=!_e(r,"mev",sc(e.mevText)),s=!_e(r,"fdr",sc(e.fdrText)),o=t.level===null||xh.includes(t.level)?xh:[...xh,t.level].sort((a,l)=>a-l);return h`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name" title=${se(r,"mev")}>${le(r,"mev")}</span>
          <input
            type="number"
            name="mev"
            min=${dt(r,"mev").min??y}
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?Pt(r,"mev"):se(r,"mev","Drops the predicted labels whose smallest expected count is below it before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does).")}
            .value=${e.mevText}
            @input=${a=>n.mev(a)}
          />
        </label>
        <label class="field" title=${se(r,"level","Here: the interval of V (the whiskers).")}>
          <span class="name">${le(r,"level")}</span>
          <select name="level" @change=${a=>n.level(a)}>
            ${o.map(a=>h`<option .value=${String(a)} .selected=${a===t.level}>${rl(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name" title=${se(r,"fdr")}>${le(r,"fdr","FDR")}</span>
          <input
            type="number"
            name="fdr"
            min=${dt(r,"fdr").min??y}
            max=${dt(r,"fdr").max??y}
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?Pt(r,"fdr"):`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value). ${se(r,"fdr")}`}
            .value=${e.fdrText}
            @input=${a=>n.fdr(a)}
          />
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search classes (regex)</span>
          <input
            type="search"
            class="search ${e.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^nurse|doctor$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${e.searchError?"true":"false"}
            .value=${t.search}
            @input=${a=>n.search(a.target.value)}
          />
        </label>
        <span class="spacer"></span>
        ${e.shell.renderCsvButton("download",e.canDownload,()=>n.downloadCsv("all"),`${wn(e.declaration,Sh,e.rows)}; not only the classes the search shows`)}
        ${e.shell.renderCsvButton("download-shown",e.canDownload,()=>n.downloadCsv("shown"),"The classes the search shows, in their order, as CSV (the same columns and values as the full download)","CSV of rows shown")}
        ${e.downloads.renderError()}
        ${e.searchError?h`<div class="search-error" role="alert" title=${e.searchError}>
              Invalid regex, search ignored: ${e.searchError}
            </div>`:y}
      </div>
    </div>`}var dB="higher is less biased; a long tail of large effect sizes lowers it";function gP(e,n){let[t,r]=e??[null,null];if(t===null||r===null)return y;let i=s=>(s*100).toFixed(1);return h` <span class="muted" title=${`${Math.round(n*100)}% Wilson interval`}
    >[${i(t)}, ${i(r)}]</span
  >`}function pB(e,n){let t=e.skew_size_interval;return t?h` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(t[0])}
      data-upper=${String(t[1])}
      title=${`Approximate ${Math.round(n*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${ye(t[0])}, ${ye(t[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?y:h` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function bP(e){let n=e.model,t=s=>s&&e.reasons[s]||s||"undefined",r=(s,o)=>h`<span data-key=${s} data-value=${String(n[s])}>${o}</span>`,i=(s,o)=>o===null?y:h` <span class="muted">on</span> <b data-key=${s}>${o}</b>`;return h`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${n.skew_size!==null?h`<span class="value" data-key="skew_size" data-value=${String(n.skew_size)}>${ye(n.skew_size)}</span
              >${pB(n,e.level)}`:h`<span class="value undef" data-key="skew_size" data-state=${n.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${t(n.skew_size_state)}</span>`}
        <span class="explain muted">${dB}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${r("classes_with_v",C(n.classes_with_v))} / ${r("classes",C(n.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${r("overall_accuracy",De(n.overall_accuracy)||"\u2014")}${gP(n.overall_accuracy_interval,e.level)} ·
            ${r("mean_accuracy",De(n.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${n.worst_group??""}>
            <b data-key="worst_group">${n.worst_group??"\u2014"}</b> ·
            ${r("worst_group_accuracy",De(n.worst_group_accuracy)||"\u2014")}${gP(n.worst_group_accuracy_interval,e.level)} ·
            ${r("gap",ji(n.gap)||"\u2014")}
          </dd>
        </div>
        ${n.parity_state!==null?h`<div class="stat" data-key="parity_state" data-state=${n.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${t(n.parity_state)}>not defined: ${t(n.parity_state)}</dd>
            </div>`:h`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${r("demographic_parity",ci(n.demographic_parity)||"\u2014")}${i("demographic_parity_label",n.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${r("equalized_odds",ci(n.equalized_odds)||"\u2014")}${i("equalized_odds_label",n.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${e.groups.map((s,o)=>h`${o?" \xB7 ":""}<span data-group=${s.name}
                    ><b>${s.name}</b> ${C(s.n)}${s.accuracy!==null?` (${De(s.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}var vP=z`
    input[name='mev'],
    input[name='fdr'] {
      width: 72px;
    }
    .stats-legend {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      font-size: 12px;
      color: var(--muted);
    }
    .stats-legend .star {
      color: var(--accent);
    }
    input.search {
      width: 200px;
    }
    .headline {
      display: flex;
      flex-wrap: wrap;
      gap: 8px 28px;
      align-items: flex-start;
      padding: 10px 12px;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--surface);
    }
    .headline .skew {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 220px;
      max-width: 300px;
    }
    .headline .skew .value {
      font-size: 26px;
      font-weight: 500;
      line-height: 1.1;
      font-variant-numeric: tabular-nums;
    }
    .headline .skew .value.undef {
      font-size: 18px;
      color: var(--muted);
      font-style: italic;
    }
    .headline .skew .interval {
      font-size: 13px;
      font-variant-numeric: tabular-nums;
    }
    .headline .skew .interval.withheld {
      color: var(--muted);
      font-style: italic;
      cursor: help;
    }
    .headline .explain {
      font-size: 12px;
    }
    .stats {
      display: grid;
      grid-template-columns: repeat(3, minmax(170px, 1fr));
      gap: 8px 24px;
      flex: 1;
      min-width: 300px;
      margin: 0;
    }
    .stat dt {
      font-size: 11px;
      color: var(--muted);
      letter-spacing: 0.02em;
    }
    .stat dd {
      margin: 0;
      font-variant-numeric: tabular-nums;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .stat b {
      font-weight: 500;
    }
    .summary {
      min-height: 18px;
    }
    .main {
      flex: 1 0 340px;
      min-height: 340px;
      display: flex;
      gap: 16px;
    }
    fairness-skew-table {
      flex: 1;
      min-width: 0;
    }
    .side {
      width: 344px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    .hint {
      font-size: 12px;
    }
    @media (max-width: 900px) {
      .main {
        flex-direction: column;
      }
      fairness-skew-table {
        min-height: 340px;
      }
      .side {
        width: auto;
      }
    }
`;var fB="Sorted last in both directions and left out of SkewSize.",hB=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],Zw=64,Qw=14,mB="minmax(100px, 3fr) minmax(72px, 1fr) minmax(90px, 1fr) minmax(88px, 1fr) 150px minmax(60px, 1fr) 24px minmax(76px, 1fr) minmax(90px, 2fr) minmax(84px, 1fr) minmax(76px, 1fr)",yP=910;function gB([e,n],t,[r,i]){let o=p=>Math.min(Zw-3,Math.max(3,(p-r)/(i-r)*(Zw-6)+3)),a=Qw/2,l=o(e),u=o(n),c=[.1,.3,.5].filter(p=>p<i).map(p=>`M${o(p)},1V${Qw-1}`).join("");return h`<svg class="whisker" width=${Zw} height=${Qw} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(t)} cy=${a} r="2.5"></circle>
  </svg>`}var oc=class extends V{constructor(){super();this.cursor=new Zi(this,{open:t=>this.openRow(t),close:()=>this.closeDrillDown()});this.rowTemplate=(t,r)=>this.renderRow(t,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}openRow(t){let r=this.table;!r||t<0||t>=r.rows||(this.cursor.set(t),this.dispatchEvent(new CustomEvent("class-select",{detail:r.columns.class[t],bubbles:!0,composed:!0})))}closeDrillDown(){if(this.selected===null)return!1;let r=this.getRootNode().querySelector?.("fairness-skew-class");return r?(r.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0})),!0):!1}columns(){let{level:t,fdr:r}=this.stats,i=_h("significant",t,r),s=h`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`,o=_h("interval",t,r),a=h`<span class="interval" role="columnheader" data-col="interval" title=${o.title}>
      <span class="top"><span class="col-name">${o.name}</span></span>
      <span class="sub">${o.sub}</span>
    </span>`;return hB.map(l=>l==="mark"?{header:s}:l==="interval"?{header:a}:{key:l,text:l==="class"||l==="worst_group",..._h(l,t,r)})}numberCell(t,r,i,s,o=String(r)){return r===null||!Number.isFinite(r)?h`<div class="cell num undef" role="cell" data-col=${t} data-state="undefined" title=${s}>
        undefined
      </div>`:h`<div class="cell num" role="cell" data-col=${t} data-v=${String(r)} title=${o}>${i}</div>`}renderRow(t,r){let i=this.table,s=i.columns,o=s.class[t],a=s.cramers_v[t],l=i.states.cramers_v[t],u=s.dropped_groups?.[t]??0,c=u?` ${C(u)} group${u===1?"":"s"} left out: too small for the noise filter.`:"",p=`Undefined: ${l&&this.reasons[l]||l||"no value"}.${c} ${fB}`,d=`V = ${a}, over ${s.table_rows[t]} groups x ${s.table_columns[t]} predicted labels.${c}`,f=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,m=s.band[t],g=s.worst_group[t],v=o===this.selected,b=cP(i,t,this.reasons),w=rt(this.stats.fdr);return h`<div
      class="row ${b.significant?"significant":""} ${this.cursor.isCursor(t)?"cursor":""}"
      role="row"
      aria-selected=${v?"true":"false"}
      data-row=${t}
      data-pos=${r}
      data-significant=${b.significant?"true":"false"}
      @click=${()=>this.openRow(t)}
    >
      <div class="cell" role="cell" data-col="class" title=${o}>${o}</div>
      <div class="cell num" role="cell" data-col="n">${C(s.n[t])}</div>
      ${this.numberCell("cramers_v",a,ci(a),p,d)}
      ${m?h`<div class="cell" role="cell" data-col="band" data-band=${m}>
            <span class="chip" style="background:${Bs[m]}"></span>${m}
          </div>`:h`<div class="cell undef" role="cell" data-col="band" title=${p}>—</div>`}
      ${b.interval&&a!==null?h`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(b.interval[0])}
            data-upper=${String(b.interval[1])}
            title=${`V = ${a}; ${rl(this.stats.level)} interval of the population V: [${b.interval[0]}, ${b.interval[1]}]`}
          >
            ${gB(b.interval,a,this.stats.domain)}<span class="text">${b.intervalText}</span>
          </div>`:h`<div class="cell interval undef" role="cell" data-col="interval" title=${b.reason??"No interval"}>—</div>`}
      <div class="cell num ${b.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${b.p===null?"":String(b.p)} title=${b.pTitle}>
        ${b.pText}
      </div>
      ${S1(b.significant,w)}
      ${this.numberCell("accuracy",s.accuracy[t],De(s.accuracy[t]),f)}
      <div class="cell" role="cell" data-col="worst_group" title=${g??""}>${g??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[t],De(s.worst_group_accuracy[t]),f)}
      ${this.numberCell("gap",s.gap[t],ji(s.gap[t]),f)}
    </div>`}willUpdate(t){let r=this.cursor.row!==this.lastCursor;this.lastCursor=this.cursor.row,(r||t.has("table")||t.has("stats")||t.has("selected")||t.has("reasons"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}updated(t){let r=t.has("table")&&t.get("table")==null;if(this.selected===null||!(t.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?y:Qi(this,{columns:this.columns(),defaultDir:Yw,renderRow:this.rowTemplate,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search.",keyByPosition:!0,focusable:!0})}};oc.properties={...Sr,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},oc.styles=[U,...es,Hd,z`
      .head,
      .row {
        grid-template-columns: ${ct(mB)};
        min-width: ${ct(`${yP}px`)};
      }
      .head button {
        padding: 4px 6px 4px 4px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .cell {
        padding: 0 6px;
      }
      /* The class stays in view when the table scrolls sideways. */
      .head button[data-col='class'],
      .cell[data-col='class'] {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='class'] {
        background: var(--header-bg);
      }
      .head button[data-col='class']:hover {
        background: var(--header-hover);
      }
      .cell[data-col='class'] {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row:hover .cell[data-col='class'] {
        background: var(--hover-bg);
      }
      .head button .top {
        max-width: 100%;
        overflow: hidden;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--accent);
        cursor: help;
      }
      .head .interval {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: center;
        gap: 1px;
        padding: 4px 8px;
        font-weight: 500;
        cursor: help;
      }
      lit-virtualizer {
        min-width: ${ct(`${yP}px`)};
      }
      .row {
        cursor: pointer;
        contain: strict;
      }
      .row[aria-selected='true'],
      .row[aria-selected='true'] .cell[data-col='class'] {
        background: var(--selected-bg);
      }
      .row[aria-selected='true'] .cell[data-col='class'] {
        box-shadow: inset 3px 0 0 var(--accent);
      }
      /* The cursor's ring over the sticky class too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.undef {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      /* The whisker at a fixed place, its text after it right-aligned in the rest. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
      }
      .whisker .edge {
        stroke: var(--disabled-border);
        stroke-dasharray: 1 2;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 5px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-table",oc);var ac=class extends V{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(t){(t.has("histogram")||t.has("marker"))&&(this.chart=this.draw())}draw(){let t=this.histogram;if(!t||t.bins.length===0)return null;let r=Math.max(...t.bins.map(i=>i.count));return Ae({width:Vo,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...an],range:an.map(i=>Bs[i])},marks:[vs(t.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),Fe(ic,{stroke:"var(--chart-rule)",strokeDasharray:"2,3"}),Tt([0],{stroke:"var(--chart-rule)"}),...this.marker!==null?[Fe([this.marker],{stroke:"var(--fg)",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let t=this.histogram;return t?h`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??h`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${an.map(r=>h`<span data-band=${r}
              ><span class="key" style="background:${Bs[r]}"></span>${r} ${C(t.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The solid line marks the selected class. ":""}${C(t.defined)} class${t.defined===1?"":"es"} with V${t.undefined?`; ${C(t.undefined)} undefined, not plotted`:""}
      </div>
    `:h``}};ac.properties={histogram:{attribute:!1},marker:{attribute:!1}},ac.styles=[U,z`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 10px;
        font-size: 11px;
        margin-top: 2px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-histogram",ac);var lc=class extends V{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(t){t.has("data")&&(this.panels=this.data?hP(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(t,r,i){let s=r>0?t.share/r*100:0,o=t.other?`other (${C(i)} more label${i===1?"":"s"})`:t.label,a=[t.correct?"the correct label":"",t.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${C(t.count)} (${De(t.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",t.correct?"correct":"",t.kept?"":"dropped",t.other?"other":""].filter(Boolean).join(" ");return h`<div
      class=${u}
      role="listitem"
      data-label=${t.other?y:t.label}
      data-other=${t.other?"true":y}
      data-count=${t.count}
      data-share=${t.share}
      data-correct=${t.correct?"true":"false"}
      data-kept=${t.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${t.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${De(t.share)} (${C(t.count)})</span>
    </div>`}renderPanel(t,r){return h`<div class="panel" data-group=${t.group}>
      <h4 title=${t.group}>${t.group}</h4>
      <div class="meta muted">
        n = ${C(t.n)}${t.accuracy!==null?h` · accuracy ${De(t.accuracy)}`:y}
      </div>
      <div class="bars" role="list" aria-label=${`Predicted labels for group ${t.group}`}>
        ${t.bars.map(i=>this.renderBar(i,r.maxShare,r.otherLabels))}
      </div>
      <h5>Most frequent mistakes</h5>
      ${t.mistakes.length?h`<table class="mistakes">
            <colgroup>
              <col class="rank" />
              <col />
              <col class="count" />
              <col class="share" />
            </colgroup>
            <thead>
              <tr>
                <th class="num">rank</th>
                <th>label</th>
                <th class="num">count</th>
                <th class="num">share</th>
              </tr>
            </thead>
            <tbody>
              ${t.mistakes.map(i=>h`<tr data-rank=${i.rank} data-label=${i.label} data-count=${i.count} data-share=${i.share}>
                    <td class="num">${i.rank}</td>
                    <td title=${i.label}>${i.label}</td>
                    <td class="num">${C(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${De(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:h`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(t){let r=y;t&&(r=t.cramers_v!==null?h`<span data-key="cramers_v" data-value=${t.cramers_v}
              >V = <b>${ci(t.cramers_v)}</b>
              ${t.band?h`<span><span class="chip" style="background:${Bs[t.band]}"></span>${t.band}</span>`:y}</span
            >`:h`<span data-key="cramers_v" data-state=${t.state??"undefined"} class="muted"
              >V undefined: ${t.state&&this.reasons[t.state]||t.state}</span
            >`);let i=this.panels;return h`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${t&&i?h`<span class="muted"
            >${t.groups.length} group${t.groups.length===1?"":"s"} × ${C(t.total_labels)} predicted
            label${t.total_labels===1?"":"s"}${i.dropped?h`; <span data-key="dropped">${i.dropped} dropped by mev = ${t.mev}</span>`:y}${i.otherLabels?`; ${C(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:y}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let t=this.data,r=this.panels;return h`
      ${this.renderHeader(t)}
      ${this.status==="error"?h`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:y}
      ${t&&r?h`<div class="body ${this.status==="loading"?"stale":""}">
            <div class="groups">${r.panels.map(i=>this.renderPanel(i,r))}</div>
            <div class="key muted">
              <span><span class="swatch" style="background:#43a047"></span>the correct label</span>
              <span><span class="swatch" style="background:#90a4ae"></span>a mistake</span>
              <span
                ><span class="swatch" style="background:repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px)"></span
                >dropped from V by the mev filter</span
              >
              <span>bars: share of the group's examples, one scale for all groups</span>
            </div>
            <slot name="history"></slot>
          </div>`:this.status==="loading"?h`<div class="loading">Loading the class…</div>`:y}
    `}};lc.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},lc.styles=[U,ze,z`
      :host {
        display: block;
        border: 1px solid var(--border);
        border-top: 3px solid var(--accent);
        border-radius: 2px;
        padding: 10px 12px 12px;
        background: var(--bg);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 4px 14px;
        margin-bottom: 8px;
      }
      header h3 {
        margin: 0;
        font-size: 14px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      header .close {
        margin-left: auto;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
      .body.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      .groups {
        display: flex;
        gap: 20px;
        overflow-x: auto;
        padding-bottom: 4px;
      }
      .panel {
        flex: 1 1 0;
        min-width: 300px;
      }
      .panel h4 {
        font-size: 13px;
        font-weight: 500;
        margin: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .panel .meta {
        font-size: 12px;
        margin-bottom: 6px;
      }
      .bars {
        display: grid;
        grid-template-columns: minmax(80px, 38%) 1fr 96px;
        align-items: center;
        column-gap: 6px;
        row-gap: 2px;
        font-size: 12px;
      }
      .bar-row {
        display: contents;
      }
      .bar-row .label {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .bar-row.correct .label {
        font-weight: 500;
        color: var(--good);
      }
      .track {
        height: 12px;
        background: var(--header-bg);
        border-radius: 1px;
      }
      .fill {
        display: block;
        height: 100%;
        background: #90a4ae;
        border-radius: 1px;
      }
      .bar-row.correct .fill {
        background: #43a047;
      }
      .bar-row.dropped .fill {
        background: repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px);
      }
      .bar-row.dropped .label {
        color: var(--muted);
        text-decoration: line-through dotted;
      }
      .bar-row.other .label {
        font-style: italic;
        color: var(--muted);
      }
      .bar-row .val {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      h5 {
        font-size: 12px;
        font-weight: 500;
        margin: 10px 0 2px;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 12px;
        table-layout: fixed;
      }
      th,
      td {
        padding: 2px 6px;
        border-bottom: 1px solid var(--row-border);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      th {
        font-weight: 500;
        text-align: left;
        color: var(--muted);
      }
      th.num,
      td.num {
        text-align: right;
      }
      col.rank {
        width: 40px;
      }
      col.count {
        width: 64px;
      }
      col.share {
        width: 64px;
      }
      .key {
        font-size: 11px;
        margin-top: 8px;
        display: flex;
        flex-wrap: wrap;
        gap: 2px 14px;
      }
      .swatch {
        display: inline-block;
        width: 14px;
        height: 10px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-class",lc);var e0="skew_size",bB=20,uc=class extends V{constructor(t){super();this.request=new ie;this.classRequest=new ie;this.shell=new Ne(this,[this.request,this.classRequest]);this.downloads=new $n(this,()=>this.api,()=>this.declaration);this.controlsActions={mev:t=>this.onMevInput(t),level:t=>this.onLevel(t),fdr:t=>this.onFdrInput(t),search:t=>this.setSelectionState({...this.selection,search:t}),downloadCsv:t=>this.downloadCsv(t)};this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=t??new Jt,this.info=null,this.declaration=null,this.params=[],this.selection=$h(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText="",this.fdrText=""}async load(){let{run:t,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{let c=sP({run:t,tag:r,step:i,mev:s,level:o,fdr:a});l=await this.request.run(p=>this.api.view(e0,"",c,tP,p,rP))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===re)return;this.data=l,this.selection.mev===null&&this.mevText===""&&(this.mevText=String(l.mev)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(l.fdr)),this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let t=this.selection.cls;if(t===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{let l=oP({run:r,tag:i,step:s,mev:o,class:t,k:null,limit:bB});a=await this.classRequest.run(u=>this.api.view(e0,iP,l,nP,u))}catch(l){this.classData=null,this.classError=vt(l),this.classStatus="error";return}a!==re&&(this.classData=a,this.classStatus="ready")}setSelectionState(t){this.selection=t,Le(this,Xw(t,this.declaration))}selectClass(t){if(t===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:t}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(t){let r=t.target.value;this.mevText=r;let i=sc(r);!_e(this.declaration,"mev",i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(t){let r=t.target.value;this.fdrText=r;let i=sc(r);!_e(this.declaration,"fdr",i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(t){let r=Number(t.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState($h(this.declaration)),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),this.closeClass(),this.report.step!==null?xn(this,{step:null}):this.load()}downloadCsv(t="all"){let r=this.data;if(!r)return;let i=t==="shown",s=Et(["fairness",r.run,r.tag,`step${r.step}`,"skew",`mev${r.mev}`,i?"shown":null]),o={run:r.run,tag:r.tag,step:r.step,table:Sh,options:Jw(r)},a=i?{column:"class",keys:this.visibleList.map(l=>r.columns.class[l])}:void 0;this.downloads.download(i?"download-shown":"download",o,s,a)}willUpdate(t){this.hasUpdated?(t.has("report")&&vr(t.get("report"),this.report)||t.has("info")&&yr(t.get("info"),this.info,this.report))&&this.load():(this.selection=aP(this.params,this.declaration),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),Le(this,Xw(this.selection,this.declaration)),this.load());let r=t.get("selection"),i=this.selection,s=this.data,o=t.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=fr(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=dP(s)),(o||a||this.order===null)&&(this.order=lP(s,i.sort,i.dir)),(o||a||l)&&(this.visible=uP(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=fP(s,this.visible))}updated(){if(!this.revealClass)return;let t=this.renderRoot.querySelector("fairness-skew-class");t&&(this.revealClass=!1,t.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let t=this.data,r=this.selection.cls;if(!t||r===null)return null;let i=t.columns.cramers_v[t.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){return mP({sel:this.selection,declaration:this.declaration,mevText:this.mevText,fdrText:this.fdrText,searchError:this.search.error,rows:this.data?.rows??null,canDownload:this.data!==null&&this.downloads.pending===null,shell:this.shell,downloads:this.downloads},this.controlsActions)}renderSummary(t){let r=this.info?.description??"";return h`<div class="summary" data-shown=${this.visible.length} data-total=${t.rows}>
      ${r?h`<span class="description">${r}</span>`:y}
      <span
        ><b>N</b> = ${C(t.model.n)} ${It(t.model.n,"example")} · step ${t.step} ·
        <span class="mev" title=${se(this.declaration,"mev")}>min expected count ${t.mev}</span></span
      >
      ${Yi(this.visible.length,t.rows,It(t.rows,"class","classes"))}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(t){let r=pP(t);return h`<div class="stats-legend" data-significant=${t.significant} data-level=${t.level} data-q=${t.fdr}>
      <span class="interval">${r.interval}</span>
      <span class="significance">${Kl(r.significance)}</span>
    </div>`}renderHistory(t,r){return h`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${t.tag}
      .run=${t.run}
      .step=${t.step}
      .rowKey=${r}
      .options=${Jw(t)}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
    ></fairness-row-drilldown>`}render(){let t=this.selection,r=this.data,i=this.shell.loading;return h`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,s=>h`<div class="body">
            <div class=${i?"stale":""}>${bP(s)}</div>
            ${this.renderSummary(s)} ${this.renderLegend(s)}
            <div class="main ${i?"stale":""}">
              <fairness-skew-table
                .table=${s}
                .rows=${this.visibleList}
                .sort=${t.sort}
                .dir=${t.dir}
                .reasons=${s.reasons}
                .selected=${t.cls}
                .stats=${{level:s.level,fdr:s.fdr,domain:this.domain}}
                @sort-change=${o=>this.setSelectionState({...this.selection,sort:o.detail.column,dir:o.detail.dir})}
                @class-select=${o=>this.selectClass(o.detail)}
              ></fairness-skew-table>
              <div class="side">
                <fairness-skew-histogram
                  .histogram=${this.histogram}
                  .marker=${this.selectedV()}
                ></fairness-skew-histogram>
                <div class="hint muted">
                  Cramér's V of a class measures how much the model's predictions for it depend on the group.
                  SkewSize is the skewness of V over classes: a few classes with large V (a long right tail)
                  lower it.
                </div>
              </div>
            </div>
            ${t.cls!==null?h`<fairness-skew-class
                  .cls=${t.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${s.reasons}
                  @class-close=${()=>this.closeClass()}
                  >${this.renderHistory(s,t.cls)}</fairness-skew-class
                >`:y}
          </div>`,"Loading the report\u2026")}
    `}};uc.properties={...gr,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},uc.styles=[U,je,ze,Is,Em,zs,ot,vP];customElements.define("fairness-skew-view",uc);var wP={kind:e0,title:"SkewSize",render:(e,n)=>h`<fairness-skew-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-skew-view
    >`,hint:()=>h`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var t0="slices",vB="slices",xP="error_rate",yB=" & ";function xs(e){return e!==null&&e.views.includes(`${e.name}/${t0}`)}var wB=["rank","slice","size","value","rest","gap","q_value","significant","folded","error_rate","score"],ut={metric:"slice_metric",className:"slice_class",maxLevel:"slice_level",minSize:"slice_min",k:"slice_k",scoring:"slice_scoring",alpha:"slice_alpha",slice:"slice",sort:"slice_sort",dir:"slice_dir"};function il(e){let n=Me(e,"metric");return n?.type==="choice"?Ms(n,vB):[]}function _P(e){let n=il(e);return n.length===0||n.includes(xP)?xP:n[0]}function So(e){return{metric:_P(e),className:null,maxLevel:Ke(e,"max_level"),minSize:null,k:Ke(e,"k"),scoring:dr(e,"scoring"),alpha:Ke(e,"alpha"),slice:null,sort:"rank",dir:"asc"}}function n0(e,n=!0){return e==="rank"||e==="slice"||e==="q_value"?"asc":e==="value"||e==="gap"?n?"desc":"asc":"desc"}function Zr(e,n){let t=Pe(e),r=So(n),i=t.get(ut.metric);i!==void 0&&il(n).includes(i)&&(r.metric=i);let s=t.get(ut.className);r.className=s===void 0||s===""?null:s,r.maxLevel=bt(n,"max_level",he(t.get(ut.maxLevel)));let o=he(t.get(ut.minSize));r.minSize=_e(n,"min_size",o)?o:null,r.k=bt(n,"k",he(t.get(ut.k))),r.scoring=Xn(n,"scoring",t.get(ut.scoring)),r.alpha=bt(n,"alpha",he(t.get(ut.alpha)));let a=t.get(ut.slice);r.slice=a===void 0||a.trim()===""?null:a;let l=t.get(ut.sort);if(l!==void 0&&wB.includes(l)){r.sort=l;let u=t.get(ut.dir);r.dir=u==="asc"||u==="desc"?u:n0(r.sort)}return r}function $s(e,n){let t=[];return e.metric!==_P(n)&&ee(t,ut.metric,e.metric),ee(t,ut.className,e.className),He(t,ut.maxLevel,e.maxLevel,n,"max_level"),ee(t,ut.minSize,e.minSize),He(t,ut.k,e.k,n,"k"),He(t,ut.scoring,e.scoring,n,"scoring"),He(t,ut.alpha,e.alpha,n,"alpha"),ee(t,ut.slice,e.slice),(e.sort!=="rank"||e.dir!=="asc")&&(ee(t,ut.sort,e.sort),ee(t,ut.dir,e.dir)),t}function r0(e,n){return e.className!==null&&n.length>0&&!n.includes(e.className)?{...e,className:null}:e}function i0(e){return e.scoring==="sliceline"}function s0(e,n,t=null,r={}){return{...r,run:e.run,tag:e.tag,step:e.step,metric:n.metric,class_name:n.className,max_level:n.maxLevel,min_size:n.minSize,k:n.k,scoring:n.scoring,alpha:i0(n)?n.alpha:null,fdr:t}}function kh(e,n,t,r,i={}){let s={};for(let[o,a]of Object.entries(i))a!==null&&(s[o]=String(a));return s.metric=r.metric,r.className!==null&&(s.class_name=r.className),{tag:e,runs:[n],slice:t,options:s}}function At(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function o0(e){return e.split(yB).map(n=>{let t=n.indexOf("=");return t<0?{attribute:n,value:""}:{attribute:n.slice(0,t),value:n.slice(t+1)}})}function SP(e){let n=e.columns;return n.slice.map((t,r)=>({rank:r+1,slice:t,predicates:e.predicates?.[r]??o0(t),size:At(n.size[r]),value:At(n.value[r]),errorRate:At(n.error_rate[r]),rest:At(n.rest[r]),gap:At(n.gap[r]),lower:At(n.lower[r]),upper:At(n.upper[r]),q:At(n.q_value[r]),significant:n.significant[r]===!0,folded:At(n.folded[r]),score:At(n.score[r])}))}function $P(e,n){switch(n){case"rank":return e.rank;case"slice":return e.slice;case"size":return e.size;case"value":return e.value;case"rest":return e.rest;case"gap":return e.gap;case"q_value":return e.q;case"significant":return e.significant?1:0;case"folded":return e.folded;case"error_rate":return e.errorRate;case"score":return e.score}}function kP(e,n,t){let r=t==="asc"?1:-1;return[...e].sort((i,s)=>{let o=$P(i,n),a=$P(s,n);if(o===null||a===null)return o===null&&a===null?i.rank-s.rank:o===null?1:-1;let l=typeof o=="string"||typeof a=="string"?String(o).localeCompare(String(a)):o-a;return l!==0?r*l:i.rank-s.rank})}var Th="\u2014",TP="undefined: no number here (for example nobody outside the slice, or a rate of nobody)";function cc(e,n){return e===null||!Number.isFinite(e)?{text:Th,title:TP,missing:!0}:{text:n(e),title:String(e),missing:!1}}function qn(e){return cc(e,De)}function _o(e){let n=me(e);return`${e>0&&n!=="0.0"?"+":""}${n} pp`}function Oi(e){return cc(e,_o)}function dc(e,n){return e===null||n===null?{text:Th,title:TP,missing:!0}:{text:`[${me(e)}, ${me(n)}]`,title:`[${e}, ${n}]`,missing:!1}}function pc(e){return cc(e,C)}function RP(e){return cc(e,Ge)}function a0(e){return cc(e,ye)}function CP(e){return e!==null&&e>0?`+${C(e)} similar`:""}function AP(e,n){return e===null||e<=0?"":`${Zt(e,"slice")} of ${n} and more attributes ${e===1?"is":"are"} no worse than it, so ${e===1?"it is":"they are"} folded under it rather than listed: this row speaks for ${e===1?"it":"them"}`}var xB=new Set(["tpr","fpr","fnr","tnr","npv","fdr","for"]);function ur(e){return e==="error_rate"?"error rate":xB.has(e)?e.toUpperCase():e.replace(/_/g," ")}function l0(e){return String(Number((e*100).toPrecision(4)))}function EP(e,n){return n?e.lower:e.upper}function $B(e,n){if(e.score!==null)return e.score>0;let t=EP(e,n);return t!==null&&(n?t>0:t<0)}function u0(e,n){let t=n.find(l=>l.rank===1)??n[0],r=C(e.min_size),i=e.alpha===null?"":` (alpha ${ye(e.alpha)})`;if(!t)return e.scoring==="sliceline"?`No slice of at least ${r} people has a positive SliceLine score${i}.`:`No slice of at least ${r} people does worse than the rest.`;if(e.scoring==="sliceline")return`Top slice by SliceLine's score${i}: ${t.slice} \u2014 error rate ${qn(t.errorRate).text} (overall ${qn(At(e.overall)).text}), score ${a0(t.score).text}.`;let s=ur(e.metric),o=l0(e.level),a=`${s} ${qn(t.value).text} against ${qn(t.rest).text} for everyone else`;return $B(t,e.higher_is_worse)?`Worst slice: ${t.slice} \u2014 ${a}: ${Oi(t.gap).text}, at least ${Oi(EP(t,e.higher_is_worse)).text} at ${o}%.`:`No slice of at least ${r} people is surely worse than the rest at ${o}%: the worst, ${t.slice}, has ${a} (${Oi(t.gap).text}, ${dc(t.lower,t.upper).text} pp).`}function PP(e){let n=typeof e.class_name=="string"?` among the people of class ${e.class_name}`:e.threshold!==void 0?` at threshold ${ye(e.threshold)}${e.label!==void 0?` (label ${e.label})`:""}`:"",t=e.scoring==="sliceline"?"error rate":ur(e.metric);return`${Zt(e.evaluated,"slice")} of up to ${Zt(e.max_level,"attribute")} (of ${Zt(e.attributes.length,"attribute")}) with at least ${Zt(e.min_size,"person","people")} scored${n}; overall ${t} ${qn(At(e.overall)).text}`}function MP(e,n){return{q:e.fdr,significant:n.filter(t=>t.significant).length,tested:Vi(n.map(t=>t.q)),unit:"slice",what:`each slice tests whether its ${ur(e.metric)} differs from everyone else's; Benjamini\u2013Hochberg over all ${C(e.evaluated)} slices scored`}}function _B(e){for(let n of e)if(n.gap!==null&&n.harm!==null&&n.gap!==0&&Number.isFinite(n.gap)&&Number.isFinite(n.harm))return Math.sign(n.harm)===Math.sign(n.gap)?1:-1;return 1}function SB(e,n,t){let r=[n*e.lower,n*e.upper].sort((i,s)=>i-s);return{...e,run:t,value:n*e.value,vs_value:n*e.vs_value,change:n*e.change,lower:r[0],upper:r[1]}}function DP(e,n){let t=e.series.find(c=>c.run===n),r=[...t?.points??[]].sort((c,p)=>c.step-p.step),i=[],s=[];for(let c of r){let p=At(c.gap);if(!c.present||p===null){s.push(c.step);continue}i.push({step:c.step,wall_time:c.wall_time,size:At(c.size),gap:p,lower:At(c.gap_lower),upper:At(c.gap_upper)})}let o=_B(r.map(c=>({gap:At(c.gap),harm:At(c.harm)}))),a=t?.first_worse??null,l=a&&i.some(c=>c.step===a.step)?SB(a,o,n):null,u=Wr([...i.map(c=>c.gap),0],i.map(c=>c.lower),i.map(c=>c.upper),{clamp:[-1,1]});return{run:n,points:i,missing:s,worse:l,domain:u,level:e.level}}function LP(e){let n=e.worse;if(n===null)return e.points.length<2?`not significantly worse at any step (${e.points.length===1?"one step":"no step"} with a gap in run ${e.run})`:"not significantly worse at any step";let t=String(Number((n.threshold*n.pairs).toPrecision(3)));return`first significantly worse at step ${n.step} (than at step ${n.vs_step}): gap ${_o(n.value)} against ${_o(n.vs_value)}, a change of ${_o(n.change)} [${me(n.lower)}, ${me(n.upper)}] (${l0(n.level)}% interval; ${qi(n.p_value)}, below ${t}/${n.pairs})`}function NP(e,n){let t=e.lower!==null&&e.upper!==null?` [${me(e.lower)}, ${me(e.upper)}] at ${l0(n)}%`:"",r=e.size===null?"":`, n = ${C(e.size)}`;return`step ${e.step}: gap ${_o(e.gap)}${t}${r}`}var IP=z`
  :host {
    display: block;
    overflow: auto;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  thead th {
    text-align: right;
  }
  thead th.text,
  td.text,
  th.text {
    text-align: left;
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] {
    background: var(--selected-bg);
    box-shadow: inset 3px 0 0 var(--accent);
  }
  td.cls {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td.state {
    cursor: help;
  }
  tfoot td {
    border-top: 2px solid var(--border);
    font-weight: 500;
    background: var(--surface);
  }
  /* The class column stays in view when the table scrolls sideways. */
  thead th:first-child,
  tbody td:first-child,
  tfoot td:first-child {
    position: sticky;
    left: 0;
    box-shadow: inset -1px 0 0 var(--row-border);
  }
  thead th:first-child {
    z-index: 2;
  }
  tbody td:first-child {
    background: var(--bg);
  }
  tbody tr:hover td:first-child {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] td:first-child {
    background: var(--selected-bg);
    box-shadow:
      inset 3px 0 0 var(--accent),
      inset -1px 0 0 var(--row-border);
  }
`;function OP(e,n){e.dispatchEvent(new CustomEvent("class-select",{detail:n,bubbles:!0,composed:!0}))}function zP(e,n){return{click:()=>OP(e,n),keydown:t=>{t.key==="Enter"&&OP(e,n)}}}var BP={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function FP(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var fc=class extends V{constructor(){super(),FP(this),this.valueName="value"}render(){let n=this.table;return n?n.classes.length===0?h`<div class="none">This report has no classes.</div>`:h`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text" data-col="class" title=${st("class","class","the class, one row each; click a row to chart it")}>class</th>
          ${n.groups.map(t=>h`<th data-group=${t} title=${UA(t,this.valueName)}>${t}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${n.classes.map((t,r)=>{let i=zP(this,t);return h`<tr
            data-class=${t}
            aria-selected=${t===this.selected?"true":"false"}
            tabindex="0"
            @click=${i.click}
            @keydown=${i.keydown}
          >
            <td class="text cls" data-col="class" title=${t}>${t}</td>
            ${n.groups.map((s,o)=>{let a=n.cells[r][o];if(a.state!==null||a.value===null){let c=this.reasons[a.state??"undefined"]??a.state??"no value";return h`<td
                  class="num state"
                  data-group=${s}
                  data-state=${a.state??"undefined"}
                  data-n=${a.n}
                  data-p=""
                  data-significant="false"
                  title=${c}
                >
                  ${Xf(a,n.minCount)}
                </td>`}let l=jA(a,n.minCount,this.detection),u=rt(n.fdr);return h`<td
                class="num ${a.significant?"significant":""}"
                data-group=${s}
                data-value=${String(a.value)}
                data-lower=${String(a.lower)}
                data-upper=${String(a.upper)}
                data-n=${a.n}
                data-p=${a.p===null?"":String(a.p)}
                data-significant=${a.significant?"true":"false"}
                title=${`${this.valueName} ${a.value} (${a.lower} to ${a.upper}), n = ${a.n}`}
              >
                <span class="v">${xo(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${C(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?h` ${_n(u)}`:y}${a.lowPower?h` <span class="low-power why" title=${a.lowPower}>low power</span>`:y}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="Macro average: the mean over the classes whose cell is sufficient (the count says how many)">macro average</td>
          ${n.macro.map((t,r)=>h`<td class="num" data-group=${n.groups[r]} data-value=${t.value===null?"":String(t.value)}>
                ${t.value===null?h`<span class="muted">—</span>`:xo(t.value,t.lower,t.upper)}
                <span class="n">${Zt(t.classes,"class","classes")}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:y}};fc.properties={...BP,valueName:{attribute:!1}},fc.styles=[U,Gi,IP,z`
      .p {
        color: var(--muted);
        font-size: 11px;
      }
      .p.why {
        cursor: help;
      }
      .sig {
        color: var(--accent);
      }
      td.significant .v {
        font-weight: 500;
      }
      .low-power {
        color: var(--muted);
        font-size: 11px;
        border-bottom: 1px dotted var(--muted);
      }
    `];customElements.define("fairness-rate-table",fc);var hc=class extends V{constructor(){super(),FP(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(n,t){let r=n===this.sort,i=()=>Bm(this,{column:n,dir:xr(n,this.sort,this.dir,Zf)}),s=JA(n,this.names,this.detection,t);return h`<th class=${n==="class"?"text":""} data-col=${n} aria-sort=${$r(r,this.dir)}>
      <button title=${`${s.title}. Click to sort.`} @click=${i}>
        <span class="name">${s.name}</span> <span class="arrow">${r?_r(r,this.dir):""}</span>${s.sub?h`<span class="sub">${s.sub}</span>`:y}
      </button>
    </th>`}render(){let n=this.table;if(!n)return y;let t=n.columns,r=o=>o===null?h`<span class="muted">—</span>`:De(o),i=rt(this.fdr),s=this.detection?this.names?"p-value of the Wald test of equal mAR":"p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return h`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${Jf.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?h`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=t.class[o],u=t.gap[o],c=n.states.gap[o],p=t.group_a?.[o]??null,d=t.group_b?.[o]??null,f=YA(n,o,this.reasons,this.names!==null,this.detection),m=zP(this,l);return h`<tr
                class=${f.significant?"significant":""}
                data-class=${l}
                data-pos=${a}
                data-significant=${f.significant?"true":"false"}
                aria-selected=${l===this.selected?"true":"false"}
                tabindex="0"
                @click=${m.click}
                @keydown=${m.keydown}
              >
                <td class="text cls" data-col="class" title=${l}>${l}</td>
                <td class="num" data-col="n_a">${C(t.n_a[o])}</td>
                <td class="num" data-col="n_b">${C(t.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${p??""}>
                  ${r(t.value_a[o])}${!this.names&&p?h` <span class="pair">${p}</span>`:y}
                </td>
                <td class="num" data-col="value_b" title=${d??""}>
                  ${r(t.value_b[o])}${!this.names&&d?h` <span class="pair">${d}</span>`:y}
                </td>
                ${u===null||c!==null?h`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:h`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${Ni(u,t.lower[o],t.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(t.bound?.[o]??"")}>
                  ${c===null&&typeof t.bound?.[o]=="number"?Ni(t.bound[o],null,null):h`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${f.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${f.p===null?"":String(f.p)}
                  title=${f.title}
                >
                  ${f.text}
                </td>
                <td class="mark" data-col="significant">${f.significant?_n(i):y}</td>
              </tr>`})}
      </tbody>
    </table>`}};hc.properties={...Sr,...BP,names:{attribute:!1},fdr:{attribute:!1}},hc.styles=[U,Gi,IP,z`
      thead th button {
        border: 0;
        background: none;
        font-weight: 500;
        cursor: pointer;
        padding: 0;
        text-align: inherit;
      }
      thead th button .sub {
        display: block;
        font-size: 11px;
        font-weight: 400;
        color: var(--muted);
      }
      .arrow {
        color: var(--accent);
        font-size: 10px;
      }
      td.undef {
        color: var(--muted);
        font-style: italic;
      }
      .pair {
        font-size: 11px;
        color: var(--muted);
      }
      th.mark,
      td.mark {
        width: 18px;
        padding: 3px 4px;
        text-align: center;
        color: var(--accent);
      }
      th.mark {
        cursor: help;
      }
      td.why {
        color: var(--muted);
        cursor: help;
      }
      tr.significant td[data-col='gap'] {
        font-weight: 500;
      }
    `];customElements.define("fairness-disparity-table",hc);function mc(e,n){return n.a!==null&&n.b!==null&&e.includes(n.a)&&e.includes(n.b)}var _s=class extends V{constructor(t){super();this.request=new ie;this.shell=new Ne(this,[this.request]);this.downloads=new $n(this,()=>this.api,()=>this.declaration);this.order=[];this.revealHistory=!1;this.moreParams=[];this.api=t??new Jt,this.info=null,this.declaration=null,this.params=[],this.selection=Qf(null),this.data=null,this.minCountText="",this.fdrText="",this.history=null}get valueName(){if(this.detection)return"mAR";let t=this.data?.main;return this.selection.metric??t?.metric??"rate"}async load(){let t=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(t,i),()=>this.data=null);r!==re&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(r.disparity.fdr)),t.a!==null&&t.b!==null&&!mc(r.main.groups,t)&&this.setSelection({...this.selection,a:null,b:null}),this.history!==null&&!r.table.classes.includes(this.history)&&this.setHistory(null),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderBelow(t){return y}renderMetricPicker(){return y}routeParams(t){let{run:r,tag:i,step:s}=this.report;return{run:r,tag:i,step:s,metric:this.detection?null:t.metric,grouping:t.grouping,min_count:t.minCount,fdr:t.fdr}}emitSelection(){Le(this,[...ZA(this.selection,this.declaration),...Wf(this.history),...this.moreParams])}setMoreParams(t){this.moreParams=t,this.emitSelection()}setSelection(t){this.selection=t,this.emitSelection()}setHistory(t){t!==this.history&&(this.history=t,this.emitSelection())}change(t,r=!0){"cls"in t&&t.cls!==this.history&&(this.history=null),this.setSelection({...this.selection,...t}),r&&this.load()}onMinCount(t){this.minCountText=t;let r=yt(this.declaration,"min_count",t);r===null||r===this.selection.minCount||this.change({minCount:r})}onFdr(t){this.fdrText=t;let r=yt(this.declaration,"fdr",t);r===null||r===this.selection.fdr||this.change({fdr:r})}onPairSide(t,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=t===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(t===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let t=this.data?.disparity;return t&&t.a!==null&&t.b!==null?[t.a,t.b]:null}resetSelection(){this.history=null,this.setSelection(Qf(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?xn(this,{step:null}):this.load()}fileParts(t){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,t,this.detection?"mar":this.valueName,on(r.grouping)]}downloadRates(){if(!this.data)return;let t=this.data.main,r={run:t.run,tag:t.tag,step:t.step,table:Tw,options:Cw(t,this.detection)};this.downloads.download("download",r,Et(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:t,disparity:r}=this.data,i=this.currentPair(),s=Et([...this.fileParts("disparity"),i?`${i[0]}_vs_${i[1]}`:"best_vs_worst"]),o=Aw(r,t.grouping,this.detection);this.downloads.download("download-disparity",{run:t.run,tag:t.tag,step:t.step,table:Rw,options:o},s)}willUpdate(t){this.hasUpdated?(t.has("report")&&vr(t.get("report"),this.report)||t.has("info")&&yr(t.get("info"),this.info,this.report))&&this.load():(this.selection=QA(this.params,this.declaration),this.history=Gf(this.params),this.history!==null&&(this.selection={...this.selection,cls:this.history}),this.revealHistory=this.history!==null,this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),this.emitSelection(),this.load()),(t.has("data")||t.has("selection"))&&(this.order=this.data?WA(this.data.disparity,this.selection.sort,this.selection.dir):[])}onHistoryLoaded(t){this.revealHistory&&(this.revealHistory=!1,t.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}chartClass(){return this.data?this.selection.cls??GA(this.data.disparity):null}renderControls(){let t=this.selection,r=this.data,i=r?.main.groupings??[],s=r?on(r.main.grouping):t.grouping??"",o=r?.main.groups??[],a=yt(this.declaration,"min_count",this.minCountText)===null,l=r!==null&&this.downloads.pending===null,u=r?r.table.classes.length*r.table.groups.length:null;return h`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field" title=${se(this.declaration,"grouping")}>
          <span class="name">${le(this.declaration,"grouping")}</span>
          <select
            name="grouping"
            ?disabled=${i.length===0}
            @change=${c=>this.change({grouping:c.target.value,a:null,b:null,cls:null})}
          >
            ${i.map(c=>{let p=on(c);return h`<option value=${p} ?selected=${p===s}>${Qa(c)}</option>`})}
          </select>
        </label>
        ${wr({label:le(this.declaration,"min_count"),name:"min_count",text:this.minCountText,invalid:a,title:a?Pt(this.declaration,"min_count"):se(this.declaration,"min_count","The paper uses 50."),min:dt(this.declaration,"min_count").min,step:"1",onInput:c=>this.onMinCount(c)})}
        ${Ed(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",c=>this.onFdr(c))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),wn(this.declaration,Tw,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${wn(this.declaration,Rw,r?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(t,r){let i=this.currentPair(),[s,o,a]=t===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return h`<label class="field" title=${se(this.declaration,o)}>
      <span class="name">${le(this.declaration,o,s)}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(t,l.target.value)}>
        <option value="" ?selected=${i===null}>${a}</option>
        ${r.map(l=>h`<option value=${l} ?selected=${i?.[t]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(t){let r=t.main,i=this.info?.description??"",s=this.currentPair();return h`<div class="summary" data-classes=${t.table.classes.length} data-groups=${t.table.groups.length}>
      ${i?h`<span class="description">${i}</span>`:y}
      <span><b>${C(t.table.classes.length)}</b> class${t.table.classes.length===1?"":"es"} ×
        <b>${C(t.table.groups.length)}</b> group${t.table.groups.length===1?"":"s"} of
        <b class="grouping">${Qa(r.grouping)}</b> · step ${r.step} · min count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?h`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:h`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}render(){return h`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,t=>this.renderBody(t),"Loading the report\u2026")}
    `}renderHistory(t){let r=this.history;if(r===null||!t.table.classes.includes(r))return y;let i=t.main,s={...Cw(i,this.detection),...Aw(t.disparity,i.grouping,this.detection)};return h`<fairness-row-drilldown
      class="history"
      .api=${this.api}
      .tag=${i.tag}
      .run=${i.run}
      .step=${i.step}
      .rowKey=${r}
      .options=${s}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
      .closable=${!0}
      @row-close=${()=>this.setHistory(null)}
      @row-loaded=${o=>this.onHistoryLoaded(o)}
    ></fairness-row-drilldown>`}renderLowPower(t){let r=Ui(t.lowPowerCells,$w(t),t.power);return r?h`<p class="low-power-note" data-role="low-power">${r}</p>`:y}renderBody(t){let r=this.selection,i=this.chartClass(),s=this.currentPair(),o=a=>{let l=this.history===a.detail?this.renderRoot.querySelector("fairness-row-drilldown"):null;this.history=a.detail,this.change({cls:a.detail},!1),l?l.scrollIntoView({block:"nearest",behavior:"smooth"}):this.revealHistory=!0};return h`<div class="body">
      ${this.renderSummary(t)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${pn("rate-legend",qA(t.table,this.detection))}${this.renderLowPower(t.table)}
            <fairness-rate-table
              .table=${t.table}
              .reasons=${t.main.reasons}
              .selected=${i}
              .valueName=${this.valueName}
              .detection=${this.detection}
              @class-select=${o}
            ></fairness-rate-table>
          </section>
          <section>
            <h3>Classes ranked by disparity</h3>
            ${pn("legend",XA(t.disparity,s!==null,this.detection))}
            <fairness-disparity-table
              .table=${t.disparity}
              .rows=${this.order}
              .sort=${r.sort}
              .dir=${r.dir}
              .reasons=${t.disparity.reasons??t.main.reasons}
              .selected=${i}
              .names=${s}
              .fdr=${t.disparity.fdr}
              .detection=${this.detection}
              @sort-change=${a=>this.change({sort:a.detail.column,dir:a.detail.dir},!1)}
              @class-select=${o}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(t,i)} ${this.renderHistory(t)}</div>
      </div>
      ${this.renderBelow(t)}
    </div>`}};_s.properties={...gr,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0},history:{state:!0}},_s.styles=[U,je,ze,br,ot,Xo,z`
      input[name='min_count'],
      input[name='fdr'] {
        width: 72px;
      }
      select[name='a'],
      select[name='b'] {
        max-width: 220px;
      }
      .tables {
        flex: 1;
        min-width: 0;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .tables h3 {
        display: flex;
        gap: 12px;
        align-items: center;
      }
      fairness-rate-table,
      fairness-disparity-table {
        max-height: 420px;
      }
      .side {
        width: 400px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      @media (max-width: 1000px) {
        .main {
          flex-direction: column;
        }
        .side {
          width: auto;
        }
      }
    `];function HP(e,n="view route"){H(e)||_(n,"not an object");let{classes:t,groups:r}=e;return(!Array.isArray(t)||!Array.isArray(r))&&_(n,"no `classes` or `groups`"),Mo(n,e,["value","lower","upper","n","state"],t.length,r.length),e.p_value!==void 0&&Mo(n,e,["p_value","significant"],t.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&_(n,"no `groupings` or `macro`"),H(e.reasons)||_(n,"no `reasons`"),e}function VP(e,n){return Yf(e,{value:e.value,lower:e.lower,upper:e.upper,macro:e.macro},n)}function KP(e,n){let t=e.classes.indexOf(n);return t<0?null:e.groups.map((r,i)=>{let s=e.cells[t][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:Xf(s,e.minCount)}})}var zi=z`
  :host {
    display: block;
  }
  .chart {
    max-width: 100%;
    overflow-x: auto;
  }
  .note {
    font-size: 11px;
  }
`,Rh=z`
  h3 .cls {
    font-weight: 400;
  }
`,jP=z`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,ko={fontSize:"11px",fontFamily:"inherit",background:"transparent"},c0=11;function Ch(e,n){let t=n??[0,1];return{domain:t,label:e,labelArrow:"none",grid:!0,tickFormat:Wu(t[0],t[1])}}function d0(e,n){return Wr(e,n.map(t=>t.lower),n.map(t=>t.upper),{clamp:[0,1]})}function kB(e){return Wr(e.map(n=>n.value),[],e.map(n=>n.upper),{clamp:[0,1],zero:!0})}function TB(e){let n=document.createElement("canvas").getContext("2d");return n?(n.font=`${c0}px ${getComputedStyle(e).fontFamily||"sans-serif"}`,t=>n.measureText(t).width*1.05+1):t=>Di(t,c0)}function RB(e,n,t,r){let s=zA(e),o=BA(s.labels,n-44-12,c0,{marginLeft:44,measure:TB(r)}),a=new Map(e.map((c,p)=>[c,o.labels[p]])),l=o.plotWidth/Math.max(1,e.length),u=s.title===null?0:16;return{width:o.marginLeft+o.plotWidth+12,height:t+20+o.marginBottom+u,marginLeft:o.marginLeft,marginRight:12,marginBottom:o.marginBottom+u,x:{domain:[...e],label:s.title,labelAnchor:"center",labelArrow:"none",tickRotate:o.rotate,tickFormat:c=>a.get(c)??c},whiskerInset:Math.max(1,Math.floor(l*.33))}}function CB(e,n){let t=e.querySelectorAll('g[aria-label="x-axis tick label"] text');t.length===n.length&&t.forEach((r,i)=>{let s=document.createElementNS("http://www.w3.org/2000/svg","title");s.textContent=n[i],r.append(s),r.setAttribute("data-group",n[i])})}function p0(e,n,t,r){return[Pi(e,{x:n,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),Fn(e,{x:n,y:t,z:"group",stroke:"group",strokeWidth:1.5}),nt(e,{x:n,y:t,fill:"group",r:2.5,title:r})]}function AB(e,n,t=14){return[gw(e,{x:"group",y:"value",fill:"var(--bar-fill)",title:n}),Fe(e,{x:"group",y1:"lower",y2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),Kf(e,{x:"group",y:"lower",stroke:"var(--chart-ink)",inset:t}),Kf(e,{x:"group",y:"upper",stroke:"var(--chart-ink)",inset:t}),Tt([0],{stroke:"var(--chart-rule)"})]}function Ah(e){let n=e.scale("y");n?.domain&&e.setAttribute("data-y-domain",JSON.stringify(n.domain)),n?.range&&e.setAttribute("data-y-range",JSON.stringify(n.range))}function f0(e,n,t,[r,i],s,o){let a=RB(n,r,i,e),l=Ae({width:a.width,height:a.height,marginLeft:a.marginLeft,marginRight:a.marginRight,marginBottom:a.marginBottom,style:ko,x:a.x,y:Ch(s,kB(t)),marks:AB(t,o,a.whiskerInset)});return CB(l,n),Ah(l),l}var sl=e=>`${(e*100).toFixed(1)}%`,Ii=class extends V{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(t){(t.has("points")||t.has("groups")||t.has("xLabel")||t.has("yLabel"))&&(this.chart=this.draw())}draw(){let t=this.points;if(t.length===0)return null;let r=Ae({width:400,height:250,marginLeft:44,marginBottom:34,style:ko,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:Ch(this.yLabel,d0(t.map(i=>i.y),t)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:p0(t,"x","y",i=>`${i.group}: ${this.yLabel} at ${i.x} = ${sl(i.y)} [${sl(i.lower)}, ${sl(i.upper)}]`)});return Ah(r),r}render(){let t=new Set(this.points.map(r=>r.group));return h`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${t.size}>${this.chart??h`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?h`<div class="note muted">${this.note}</div>`:y}`}};Ii.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},Ii.styles=[U,zi,jP];customElements.define("fairness-band-chart",Ii);var gc=class extends V{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(t){(t.has("bars")||t.has("groups")||t.has("yLabel"))&&(this.chart=this.draw())}draw(){let t=this.bars;return t.length===0?null:f0(this,this.groups,t,[400,190],this.yLabel,r=>`${r.group}: ${sl(r.value)} [${sl(r.lower)}, ${sl(r.upper)}]`)}render(){return h`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??h`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};gc.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},gc.styles=[U,zi,jP];customElements.define("fairness-score-bars",gc);var bc=class extends V{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(t){(t.has("bars")||t.has("valueName"))&&(this.chart=this.draw())}draw(){let t=(this.bars??[]).filter(s=>s.value!==null);if(t.length===0)return null;let r=(this.bars??[]).map(s=>s.group),i=s=>s===null?"?":`${(s*100).toFixed(1)}%`;return f0(this,r,t,[380,170],this.valueName,s=>`${s.group}: ${i(s.value)} [${i(s.lower)}, ${i(s.upper)}] (n = ${s.n})`)}render(){if(this.cls===null||this.bars===null)return y;let t=this.bars.filter(r=>r.value===null);return h`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-t.length}>
        ${this.chart??h`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${t.length?h`<div class="note muted">
            Not drawn: ${t.map((r,i)=>h`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:y}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};bc.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},bc.styles=[U,zi,Rh];customElements.define("fairness-group-bars",bc);var Eh=[...Ad,z`
    input[name='slice_min_size'] {
      width: 80px;
    }
    input[name='slice_k'],
    input[name='slice_alpha'] {
      width: 72px;
    }
    select[name='slice_class'] {
      max-width: 200px;
    }
    .sentences {
      margin: 4px 0 6px;
      max-width: 1100px;
    }
    .headline {
      font-size: 13px;
      overflow-wrap: anywhere;
    }
    .scored {
      font-size: 12px;
    }
    .slices-legend {
      font-size: 12px;
      color: var(--muted);
      margin: 2px 0 4px;
    }
    .slices-legend .star,
    .sig {
      color: var(--accent);
    }
    .hint pre {
      margin: 6px 0 0;
      white-space: pre-wrap;
    }
    .hint {
      padding: 8px 12px;
      border: 1px solid var(--warn-border);
      background: var(--warn-bg);
      border-radius: 2px;
      max-width: 760px;
    }
    code {
      background: var(--code-bg);
      padding: 0 3px;
      border-radius: 2px;
      font-size: 12px;
    }
    /* As wide as its columns (no wider than the panel: then it scrolls sideways). */
    .table-box {
      width: fit-content;
      max-width: 100%;
      box-sizing: border-box;
      overflow: auto;
      max-height: 380px;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    table {
      width: auto;
    }
    thead th {
      text-align: right;
      vertical-align: bottom;
    }
    thead th.text,
    td.text {
      text-align: left;
    }
    thead th button {
      border: 0;
      background: none;
      font-weight: 500;
      cursor: pointer;
      padding: 0;
      text-align: inherit;
    }
    thead th button:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 1px;
    }
    thead th button .sub {
      display: block;
      font-size: 11px;
      font-weight: 400;
      color: var(--muted);
    }
    .arrow {
      color: var(--accent);
      font-size: 10px;
    }
    tbody tr {
      cursor: pointer;
    }
    tbody tr:hover {
      background: var(--hover-bg);
    }
    tbody tr[aria-selected='true'] {
      background: var(--selected-bg);
      box-shadow: inset 3px 0 0 var(--accent);
    }
    tbody tr:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: -2px;
    }
    td.rank {
      color: var(--muted);
      width: 24px;
    }
    td.slice {
      white-space: normal;
      min-width: 180px;
      max-width: 440px;
    }
    .chip {
      display: inline-block;
      max-width: 260px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      vertical-align: middle;
      padding: 0 6px;
      margin: 1px 4px 1px 0;
      border: 1px solid var(--border);
      border-radius: 9px;
      background: var(--code-bg);
      font-size: 12px;
      line-height: 17px;
    }
    .missing {
      color: var(--muted);
      cursor: help;
    }
    .interval {
      color: var(--muted);
      font-size: 11px;
      margin-left: 4px;
    }
    td.mark,
    th.mark {
      width: 18px;
      text-align: center;
      color: var(--accent);
    }
    td.folded {
      color: var(--muted);
      font-size: 12px;
      cursor: help;
    }
    tr.significant td[data-col='gap'] {
      font-weight: 500;
    }
    .trend {
      margin-top: 12px;
    }
  `];var ol=z`
  .runs {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: center;
  }
  .runs label {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    cursor: pointer;
    max-width: 260px;
  }
  .runs label.current .run-name {
    font-weight: 600;
  }
  .run-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .swatch {
    width: 14px;
    height: 4px;
    border-radius: 2px;
    flex: none;
  }
  .runs input {
    height: auto;
    margin: 0;
  }
  button.small {
    height: 22px;
    padding: 0 8px;
    font-size: 12px;
  }
  input[name='gap_threshold'] {
    width: 90px;
  }
  .run-filter {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-bottom: 4px;
  }
  input[name='run_filter'] {
    width: 200px;
  }
  .charts {
    display: flex;
    flex-wrap: wrap;
    gap: 18px 28px;
    align-items: flex-start;
  }
  .chart {
    max-width: 100%;
  }
  .chart .explanation {
    font-size: 12px;
    min-height: 2.6em;
  }
  .chart svg {
    cursor: crosshair;
  }
  .chart svg.over-point {
    cursor: pointer;
  }
  .note {
    font-size: 11px;
  }
  /* One row per group (views/trend_row.ts): its heading, picker and group legends. */
  .row-heading {
    font-size: 14px;
    font-weight: 500;
    margin: 20px 0 4px;
  }
  .row-picker {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 12px;
    align-items: flex-end;
    margin-bottom: 10px;
  }
  input[name='row_key'] {
    width: 260px;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
    font-size: 11px;
    min-height: 2.6em;
  }
  .legend .group {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  /* The first significantly worse step: the chart's ring, in words. */
  .note.worse {
    color: var(--bad, #c62828);
  }
  .ring {
    display: inline-block;
    width: 9px;
    height: 9px;
    border: 2px solid var(--bad, #c62828);
    border-radius: 50%;
    vertical-align: -2px;
  }
  /* A chart's SVG with its hover list (trend_chart.ts Hover), as Scalars' tooltip. */
  .plot {
    position: relative;
  }
  .hover-rule {
    position: absolute;
    top: 0;
    width: 0;
    border-left: 1px dashed var(--chart-rule);
    pointer-events: none;
  }
  .hover {
    position: absolute;
    z-index: 2;
    pointer-events: none;
    background: var(--bg);
    border: 1px solid var(--border);
    border-radius: 2px;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
    padding: 4px 8px;
    font-size: 12px;
    max-width: 420px;
    white-space: nowrap;
  }
  .hover-head {
    font-weight: 600;
    margin-bottom: 2px;
  }
  .hover-row {
    display: flex;
    gap: 6px;
    align-items: center;
  }
  .hover-row .run-name {
    max-width: 180px;
  }
  .filter-error {
    color: var(--error);
    font-size: 12px;
  }
  input[name='smoothing'] {
    width: 120px;
    height: auto;
  }
  .field.checkbox input {
    height: auto;
    margin: 6px 0 0;
  }
  .hint {
    padding: 8px 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    max-width: 760px;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;var EB=640,PB=220,MB=new Intl.NumberFormat("en",{notation:"compact",maximumFractionDigits:1}),DB=e=>Number.isInteger(e)?MB.format(e):"";function LB(e,n,t){let r=e.points;if(r.length===0)return null;let i=r.map(d=>d.step),s=Math.min(...i),o=Math.max(...i),a=r.length<=8&&o>s?i:void 0,l=o===s?1:0,u=r.filter(d=>d.lower!==null&&d.upper!==null),c=e.worse?r.filter(d=>d.step===e.worse.step):[],p=Ae({width:EB,height:PB,marginTop:14,marginLeft:52,marginRight:18,marginBottom:36,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:"step",labelAnchor:"center",labelArrow:"none",domain:[s-l,o+l],ticks:a,tickFormat:DB,inset:10},y:{label:"gap to everyone else (pp)",labelArrow:"none",domain:e.domain??void 0,grid:!0,tickFormat:d=>String(Number((d*100).toPrecision(6)))},marks:[Tt([0],{stroke:"var(--chart-ink)",strokeWidth:1,strokeOpacity:.7}),n!==null&&n>=s-l&&n<=o+l?Fe([n],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,u.length>1?Pi(u,{x:"step",y1:"lower",y2:"upper",fill:"var(--accent)",fillOpacity:.18,curve:"linear"}):Fe(u,{x:"step",y1:"lower",y2:"upper",stroke:"var(--accent)",strokeOpacity:.6,strokeWidth:2}),Fn(r,{x:"step",y:"gap",stroke:"var(--accent)",strokeWidth:2}),nt(r,{x:"step",y:"gap",r:4,fill:"var(--accent)",stroke:"var(--chart-halo)",strokeWidth:1,className:"gap-dot",title:d=>`${NP(d,e.level)}
click: open this step`}),nt(c,{x:"step",y:"gap",r:9,fill:"none",stroke:"var(--bad, #c62828)",strokeWidth:2,className:"first-worse"})]});return p.setAttribute("data-name","slice-gap"),p.querySelectorAll("g.gap-dot circle").forEach((d,f)=>{let m=r[f];m&&(d.setAttribute("data-step",String(m.step)),d.setAttribute("data-gap",String(m.gap)),d.addEventListener("click",()=>t(m.step)))}),p.querySelectorAll("g.first-worse circle").forEach(d=>{d.setAttribute("data-step",String(e.worse?.step)),d.setAttribute("data-vs-step",String(e.worse?.vs_step))}),p}var vc=class extends V{constructor(){super();this.request=new ie;this.shell=new Ne(this,[this.request]);this.chart=null;this.svg=null;this.asked="";this.api=null,this.params=null,this.run="",this.step=null,this.data=null}willUpdate(t){let r=JSON.stringify(this.params);(t.has("params")||t.has("api"))&&r!==this.asked&&(this.asked=r,this.load()),(t.has("data")||t.has("run")||t.has("step"))&&this.draw()}async load(){let t=this.params,r=this.api;if(!t||!r)return;let i=await this.shell.run(this.request,s=>r.sliceTrend(t,s),()=>this.data=null);i!==re&&(this.data=i,this.shell.ready(),this.dispatchEvent(new CustomEvent("slice-trend-loaded",{bubbles:!0,composed:!0})))}draw(){this.chart=this.data?DP(this.data,this.run):null,this.svg=this.chart?LB(this.chart,this.step,t=>xn(this,{step:t})):null}close(){this.dispatchEvent(new CustomEvent("slice-close",{bubbles:!0,composed:!0}))}render(){let t=this.params?.slice??"",r=this.chart;return h`<header>
        <h4>Gap to everyone else over the steps of run <span class="run">${this.run}</span>: <span class="slice-name">${t}</span></h4>
        <button class="close" name="slice-close" title="Close the chart (Esc)" aria-label="Close the chart" @click=${()=>this.close()}>×</button>
      </header>
      ${this.shell.renderError("Could not load the slice over the steps",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${r?h`<div class="body ${this.shell.loading?"stale":""}" data-points=${r.points.length}>
              <div class="plot">${this.svg??h`<div class="none">No step has a gap for this slice.</div>`}</div>
              <div class="note ${r.worse?"worse":"muted"}" data-role="first-worse" data-step=${r.worse?.step??y} title=${this.data?.first_worse_test??""}>
                ${r.worse?h`<span class="ring" aria-hidden="true"></span> `:y}${LP(r)}.
              </div>
              ${r.missing.length?h`<div class="note muted">No gap at step${r.missing.length>1?"s":""} ${r.missing.join(", ")}.</div>`:y}
              <div class="note muted">Band: the gap's ${Math.round(r.level*100)}% interval; dashed: the step on screen; click a point to open its step.</div>
            </div>`:this.shell.loading?h`<div class="loading">Loading the slice over the steps…</div>`:y}`}};vc.properties={api:{attribute:!1},params:{attribute:!1},run:{attribute:!1},step:{attribute:!1},data:{state:!0}},vc.styles=[U,ze,ot,ol,z`
      :host {
        display: block;
      }
      header {
        display: flex;
        gap: 8px;
        align-items: baseline;
      }
      h4 {
        margin: 0 0 4px;
        font-size: 13px;
        font-weight: 500;
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .slice-name {
        font-weight: 600;
      }
      button.close {
        margin-left: auto;
        border: 0;
        background: none;
        color: var(--muted);
        font-size: 16px;
        cursor: pointer;
        line-height: 1;
      }
      button.close:hover {
        color: var(--fg);
      }
      .plot svg {
        max-width: 100%;
        height: auto;
      }
      .plot svg g.gap-dot circle {
        cursor: pointer;
      }
      .note {
        font-size: 12px;
        margin-top: 2px;
      }
    `];customElements.define("fairness-slice-trend",vc);var yc=class extends V{constructor(){super();this.request=new ie;this.shell=new Ne(this,[this.request]);this.asked="";this.rows=[];this.order=[];this.revealChart=!1;this.api=null,this.run="",this.tag="",this.step=null,this.declaration=null,this.params=[],this.classes=[],this.fdr=null,this.context={},this.selection=So(null),this.data=null,this.minSizeText="",this.kText="",this.alphaText="",this.addEventListener("view-status",t=>{t.stopPropagation(),t.composedPath()[0]===this&&(this.dataset.status=t.detail)}),this.addEventListener("keydown",t=>{t.key==="Escape"&&this.selection.slice!==null&&this.pick(null)})}renderClassPicker(){let t=this.declaration,r=this.selection;return h`<label class="field" title=${se(t,"class_name")}>
      <span class="name">${le(t,"class_name","Class")}</span>
      <select name="slice_class" @change=${i=>this.change({className:i.target.value||null})}>
        <option value="" ?selected=${r.className===null}>every class</option>
        ${this.classes.map(i=>h`<option .value=${i} ?selected=${i===r.className}>${i}</option>`)}
      </select>
    </label>`}routeKey(){let t={run:this.run,tag:this.tag,step:this.step};return JSON.stringify([this.declaration?.name??null,s0(t,this.selection,this.fdr,this.context)])}async load(){let t=this.declaration?.name,r=this.api;if(!t||!r||!this.run||!this.tag)return;this.asked=this.routeKey();let i=s0({run:this.run,tag:this.tag,step:this.step},this.selection,this.fdr,this.context),s=await this.shell.run(this.request,o=>r.view(t,t0,i,o$,o),()=>this.data=null);s!==re&&(this.data=s,s.available&&this.selection.minSize===null&&(this.minSizeText=String(s.min_size)),this.shell.ready())}willUpdate(t){if(!this.hasUpdated)this.selection=r0(Zr(this.params,this.declaration),this.classes),this.minSizeText=this.selection.minSize===null?"":String(this.selection.minSize),this.kText=this.selection.k===null?"":String(this.selection.k),this.alphaText=this.selection.alpha===null?"":String(this.selection.alpha),this.revealChart=this.selection.slice!==null,this.emitSelection();else if(t.has("classes")){let r=r0(this.selection,this.classes);r!==this.selection&&this.setSelection(r)}if(this.routeKey()!==this.asked&&this.load(),t.has("data")||t.has("selection")){this.rows=this.data?.available?SP(this.data):[];let r=this.data,i=this.selection.sort==="rank"&&this.selection.dir==="asc";this.order=i||!r?.available?this.rows:kP(this.rows,this.selection.sort,this.selection.dir)}}emitSelection(){Le(this,$s(this.selection,this.declaration))}setSelection(t){this.selection=t,this.emitSelection()}change(t){this.setSelection({...this.selection,...t})}pick(t){t!==this.selection.slice&&(this.revealChart=t!==null,this.change({slice:t}))}onMinSize(t){this.minSizeText=t;let r=yt(this.declaration,"min_size",t);r===null||r===this.selection.minSize||this.change({minSize:r})}onK(t){this.kText=t;let r=yt(this.declaration,"k",t);r===null||r===this.selection.k||this.change({k:r})}onAlpha(t){this.alphaText=t;let r=yt(this.declaration,"alpha",t);r===null||r===this.selection.alpha||this.change({alpha:r})}onSort(t){let r=this.data?.available?this.data.higher_is_worse:!0,i=xr(t,this.selection.sort,this.selection.dir,s=>n0(s,r));this.change({sort:t,dir:i})}reset(){this.selection=So(this.declaration),this.minSizeText="",this.kText=this.selection.k===null?"":String(this.selection.k),this.alphaText=this.selection.alpha===null?"":String(this.selection.alpha),this.emitSelection()}onChartLoaded(t){this.revealChart&&(this.revealChart=!1,t.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}renderControls(){let t=this.declaration,r=this.selection,i=il(t),s=i.length?i:[r.metric],o=Me(t,"max_level"),a=o?.minimum??1,l=Math.max(a,o?.maximum??4),u=Array.from({length:l-a+1},(g,v)=>a+v),c=Me(t,"scoring")?.choices??[r.scoring??"gap"],p=this.minSizeText.trim()!==""&&yt(t,"min_size",this.minSizeText)===null,d=yt(t,"alpha",this.alphaText)===null,f=yt(t,"k",this.kText)===null,m=g=>g.target.value;return h`<div class="group" role="group" aria-label="Worst slices options">
      <label class="field" title=${se(t,"metric","The panel judges slices by the error rate unless asked.")}>
        <span class="name">${le(t,"metric")}</span>
        <select name="slice_metric" @change=${g=>this.change({metric:m(g)})}>
          ${s.map(g=>h`<option value=${g} ?selected=${g===r.metric}>${ur(g)}</option>`)}
        </select>
      </label>
      ${Me(t,"class_name")===null?y:this.renderClassPicker()}
      </label>
      <label class="field" title=${se(t,"max_level")}>
        <span class="name">${le(t,"max_level","Max attributes")}</span>
        <select name="slice_max_level" @change=${g=>this.change({maxLevel:Number(m(g))})}>
          ${u.map(g=>h`<option value=${g} ?selected=${g===r.maxLevel}>${g}</option>`)}
        </select>
      </label>
      ${wr({label:le(t,"min_size","Min size"),name:"slice_min_size",text:this.minSizeText,invalid:p,title:p?Pt(t,"min_size"):se(t,"min_size"),min:dt(t,"min_size").min,step:"1",onInput:g=>this.onMinSize(g)})}
      ${wr({label:le(t,"k","Slices"),name:"slice_k",text:this.kText,invalid:f,title:f?Pt(t,"k"):se(t,"k"),...dt(t,"k"),step:"1",onInput:g=>this.onK(g)})}
      <label class="field" title=${se(t,"scoring")}>
        <span class="name">${le(t,"scoring","Scoring")}</span>
        <select name="slice_scoring" @change=${g=>this.change({scoring:m(g)})}>
          ${c.map(g=>h`<option value=${g} ?selected=${g===r.scoring}>${g}</option>`)}
        </select>
      </label>
      ${i0(r)?wr({label:le(t,"alpha","Alpha"),name:"slice_alpha",text:this.alphaText,invalid:d,title:d?Pt(t,"alpha"):se(t,"alpha"),...dt(t,"alpha"),step:"0.05",decimal:!0,onInput:g=>this.onAlpha(g)}):y}
    </div>`}columns(t){let r=`${Math.round(t.level*100)}%`,i=ur(t.metric),s=[{key:"rank",name:"#",title:"rank: the server's ranking, the worst slice first"},{key:"slice",name:"slice",title:"slice: the people with every one of these attributes' values",text:!0},{key:"size",name:"n",title:"n (size): the people in the slice"}];if(t.scoring==="sliceline")return[...s,{key:"error_rate",name:"error rate",sub:"in the slice",title:"error rate (error_rate): the share of the slice the metric counts as misses"},{key:"score",name:"score",sub:"SliceLine",title:`score: SliceLine's score of the slice's errors against its size (alpha ${t.alpha??""})`}];let o=t.higher_is_worse?"higher":"lower";return[...s,{key:"value",name:i,sub:"in the slice",title:`${i} (value): the rate in the slice; ${o} is worse`},{key:"rest",name:"rest",sub:"everyone else",title:`rest: the ${i} of everyone outside the slice`},{key:"gap",name:"gap",sub:`pp [${r} interval]`,title:`gap: slice \u2212 rest in percentage points, with Newcombe's ${r} interval; ranked by the end nearest no harm`},{key:"q_value",name:"q",sub:"BH",title:`q (q_value): the p-value adjusted by Benjamini\u2013Hochberg over all ${t.evaluated} slices scored`},{key:"significant",name:"\u2605",title:`\u2605: ${rt(t.fdr)}`},{key:"folded",name:"similar",sub:"folded",title:"similar (folded): sub-slices (this slice and more attributes) no worse than it, folded under it rather than listed"}]}renderHead(t){let r=this.selection,i=t.key===r.sort,s=t.key==="significant";return h`<th class=${s?"mark":t.text?"text":""} data-col=${t.key} aria-sort=${$r(i,r.dir)}>
      <button title=${`${t.title}. Click to sort.`} @click=${()=>this.onSort(t.key)}>
        <span class="name">${t.name}</span>${i?h` <span class="arrow">${_r(!0,r.dir)}</span>`:y}${t.sub?h`<span class="sub">${t.sub}</span>`:y}
      </button>
    </th>`}number(t,r,i=y){return h`<td class="num ${r.missing?"missing":""}" data-col=${t} data-value=${r.missing?"":r.title} title=${r.title}>
      <span class="v">${r.text}</span>${i}
    </td>`}renderRow(t,r,i,s){let o=r.slice===this.selection.slice,a=()=>this.pick(r.slice),l=t.scoring==="sliceline"?h`${this.number("error_rate",qn(r.errorRate))}${this.number("score",a0(r.score))}`:h`${this.number("value",qn(r.value))}${this.number("rest",qn(r.rest))}${this.renderGap(r)}${this.number("q_value",RP(r.q))}
          <td class="mark" data-col="significant">${r.significant?_n(s):y}</td>
          <td class="num folded" data-col="folded" data-value=${r.folded??""} title=${AP(r.folded,r.slice)}>${CP(r.folded)}</td>`;return h`<tr
      class=${r.significant?"significant":""}
      data-slice=${r.slice}
      data-pos=${i}
      data-rank=${r.rank}
      aria-selected=${o?"true":"false"}
      tabindex="0"
      @click=${a}
      @keydown=${u=>u.key==="Enter"&&a()}
    >
      <td class="num rank" data-col="rank">${r.rank}</td>
      <td class="text slice" data-col="slice" title=${r.slice}>
        ${r.predicates.map(u=>h`<span class="chip" data-attribute=${u.attribute}>${u.attribute}=${u.value}</span>`)}
      </td>
      ${this.number("size",pc(r.size))} ${l}
    </tr>`}renderGap(t){let r=dc(t.lower,t.upper);return this.number("gap",Oi(t.gap),h`<span class="interval" title=${r.title}>${r.text}</span>`)}renderTable(t){let r=this.columns(t),i=rt(t.fdr);return h`<div class="table-box">
      <table aria-label="Worst slices">
        <thead>
          <tr>
            ${r.map(s=>this.renderHead(s))}
          </tr>
        </thead>
        <tbody>
          ${this.order.length===0?h`<tr class="none-row"><td class="none" colspan=${r.length}>${u0(t,[])}</td></tr>`:this.order.map((s,o)=>this.renderRow(t,s,o,i))}
        </tbody>
      </table>
    </div>`}renderTrend(t){let r=this.selection.slice;return r===null?y:h`<div class="trend">
      <fairness-slice-trend
        .api=${this.api}
        .params=${kh(t.tag,t.run,r,this.selection,this.context)}
        .run=${t.run}
        .step=${t.step}
        @slice-close=${()=>this.pick(null)}
        @slice-trend-loaded=${i=>this.onChartLoaded(i)}
      ></fairness-slice-trend>
    </div>`}renderBody(t){return h`<div class="content ${this.shell.loading?"stale":""}" data-rows=${t.rows} data-scoring=${t.scoring} data-metric=${t.metric}>
      <div class="sentences">
        <div class="headline" data-role="slices-summary">${u0(t,this.rows)}</div>
        <div class="scored muted" data-role="slices-scored">${PP(t)}. Click a slice to chart it over the steps.</div>
      </div>
      ${t.scoring==="sliceline"?y:pn("slices-legend",MP(t,this.rows))} ${this.renderTable(t)}
      ${this.renderTrend(t)}
    </div>`}renderHint(t){return h`<div class="hint" data-role="no-slices" title=${t}>
      This report keeps no slices: write it with <code>slices=True</code> to find the intersections of the attributes' values where the
      model does worst, e.g.
      <pre>w.${this.declaration?.name??"writer"}(tag, step, …, attributes, slices=True)</pre>
    </div>`}render(){let t=this.data,r=t!==null&&!t.available;return h`<h3 class="title">Worst slices</h3>
      ${r?this.renderHint(t.reason):this.renderControls()}
      ${this.shell.renderError("Could not load the worst slices",[{label:"Reset the slices",name:"slice-reset",run:()=>this.reset()}])}
      ${t===null?this.shell.loading?h`<div class="loading">Loading the worst slices…</div>`:y:t.available?this.renderBody(t):y}`}};yc.properties={api:{attribute:!1},run:{attribute:!1},tag:{attribute:!1},step:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1},classes:{attribute:!1},fdr:{attribute:!1},context:{attribute:!1},selection:{state:!0},data:{state:!0},minSizeText:{state:!0},kText:{state:!0},alphaText:{state:!0}},yc.styles=Eh;customElements.define("fairness-slices-panel",yc);var h0="group_metrics",m0=class extends _s{constructor(t){super(t);this.detection=!1}async fetchTables(t,r){let i=this.routeParams(t),s=await this.api.view(h0,"",th(i),HP,r),o=mc(s.groups,t),a=await this.api.view(h0,eh,nh({...i,grouping:on(s.grouping),a:o?t.a:null,b:o?t.b:null}),rd,r);return{main:s,table:VP(s,this.declaration),disparity:a}}renderMetricPicker(){let t=this.selection,r=pr(this.declaration,"metric"),i=r.length?r:(this.data?.main?.metrics??[]).map(s=>s.name);return h`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${t.metric??""} @change=${s=>this.change({metric:s.target.value})}>
        ${i.map(s=>h`<option value=${s} ?selected=${t.metric===s}>${s}</option>`)}
      </select>
    </label>`}willUpdate(t){this.hasUpdated||(this.moreParams=$s(Zr(this.params,this.declaration),this.declaration)),super.willUpdate(t)}renderBelow(t){if(!xs(this.declaration))return y;let{run:r,tag:i,step:s}=this.report,o=a=>{a.stopPropagation(),this.setMoreParams(a.detail)};return h`<fairness-slices-panel
      .api=${this.api}
      .run=${r}
      .tag=${i}
      .step=${s}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      .classes=${t.main.classes}
      .fdr=${this.selection.fdr}
      @view-params=${o}
    ></fairness-slices-panel>`}renderChart(t,r){return h`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:KP(t.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",m0);var qP={kind:h0,title:"per-group performance",render:(e,n)=>h`<fairness-groups-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-groups-view
    >`,hint:()=>h`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};function UP(e,n="view route"){H(e)||_(n,"not an object");let{classes:t,groups:r,thresholds:i}=e;return(!Array.isArray(t)||!Array.isArray(r)||!Array.isArray(i))&&_(n,"no `classes`, `groups` or `thresholds`"),Mo(n,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],t.length,r.length),e.p_value!==void 0&&Mo(n,e,["p_value","significant"],t.length,r.length),Array.isArray(e.groupings)||_(n,"no `groupings`"),H(e.reasons)||_(n,"no `reasons`"),e}function WP(e,n){return Yf(e,{value:e.mar,lower:e.mar_lower,upper:e.mar_upper,macro:e.macro},n)}function GP(e,n){let t=e.classes.indexOf(n);if(t<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[t][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[t][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[t][s][a]??l,upper:e.ar_upper[t][s][a]??l})})}),r}var wc=class extends V{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(t){(t.has("points")||t.has("groups"))&&(this.chart=this.draw())}draw(){let t=this.points;if(t.length===0)return null;let r=Ae({width:380,height:240,marginLeft:44,marginBottom:34,style:ko,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:Ch("AR",d0(t.map(i=>i.ar),t)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:p0(t,"threshold","ar",i=>`${i.group}: AR@${i.threshold} = ${(i.ar*100).toFixed(1)}% [${(i.lower*100).toFixed(1)}, ${(i.upper*100).toFixed(1)}]`)});return Ah(r),r}render(){if(this.cls===null)return y;let t=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!t.has(i));return h`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${t.size}>
        ${this.chart??h`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?h`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:y}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};wc.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},wc.styles=[U,zi,Rh];customElements.define("fairness-ar-chart",wc);var g0="detection_recall",b0=class extends _s{constructor(t){super(t);this.detection=!0}async fetchTables(t,r){let i=this.routeParams(t),s=await this.api.view(g0,"",th(i),UP,r),o=mc(s.groups,t),a=await this.api.view(g0,eh,nh({...i,grouping:on(s.grouping),a:o?t.a:null,b:o?t.b:null}),rd,r);return{main:s,table:WP(s,this.declaration),disparity:a}}renderChart(t,r){let i=t.main;return h`<fairness-ar-chart .cls=${r} .points=${r===null?[]:GP(i,r)} .groups=${i.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",b0);var YP={kind:g0,title:"detection recall",render:(e,n)=>h`<fairness-detection-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-detection-view
    >`,hint:()=>h`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var Ph=z`
  button.row-key {
    max-width: 100%;
    border: 0;
    padding: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: inherit;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: bottom;
    cursor: pointer;
    text-decoration: underline dotted var(--muted);
    text-underline-offset: 3px;
  }
  button.row-key:hover {
    color: var(--accent);
    text-decoration-color: var(--accent);
  }
  button.row-key:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: 1px;
  }
  button.row-key[aria-expanded='true'] {
    color: inherit;
    font-weight: 500;
    text-decoration: underline solid var(--accent) 2px;
  }
  td:has(> button.row-key[aria-expanded='true']),
  th:has(> button.row-key[aria-expanded='true']) {
    background: var(--selected-bg);
  }
  .row-drill {
    scroll-margin: 8px;
  }
`,al=class{constructor(n,t){this.host=n;this.changed=t;this.key=null;this.opener=null;this.focusPending=!1;this.revealPending=!1;n.addController(this)}read(n){this.key=Gf(n),this.revealPending=this.key!==null}params(){return Wf(this.key)}open(n,t){this.opener=t,this.focusPending=!0,this.revealPending=!0;let r=this.panel();n===this.key&&r?.status==="ready"&&this.reveal(r),n!==this.key&&(this.key=n,this.changed()),this.host.requestUpdate()}close(n=!0){let t=this.key;if(t===null)return;let r=this.opener?.isConnected&&this.opener.dataset.key===t?this.opener:this.buttonOf(t);this.key=null,this.opener=null,this.focusPending=!1,this.revealPending=!1,this.changed(),this.host.requestUpdate(),n&&r?.focus({preventScroll:!0})}keepIn(n){this.key!==null&&!n.includes(this.key)&&this.close(!1)}hostUpdated(){if(!this.focusPending)return;let n=this.panel();n&&(this.focusPending=!1,n.updateComplete.then(()=>n.focusPanel()))}panel(){return this.host.renderRoot.querySelector("fairness-row-drilldown")}onLoaded(n){this.revealPending&&this.reveal(n.target)}reveal(n){this.revealPending=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"})}buttonOf(n){return[...this.host.renderRoot.querySelectorAll("button.row-key")].find(r=>r.dataset.key===n)??null}button(n,t=n,r="row",i=""){let s=n===this.key,o=`${i?`${i}
`:""}${r} ${n}: click or press Enter for its counts, and its bias in every run and over the steps`;return h`<button
      class="row-key"
      data-key=${n}
      aria-expanded=${s?"true":"false"}
      title=${o}
      @click=${a=>this.open(n,a.currentTarget)}
    >${t}</button>`}render(n){return this.key===null?y:h`<fairness-row-drilldown
      class="row-drill"
      role="region"
      aria-label=${`${n.noun} ${this.key}, drilled down`}
      .api=${n.api}
      .tag=${n.tag}
      .run=${n.run}
      .step=${n.step}
      .rowKey=${this.key}
      .options=${n.options}
      .noun=${n.noun}
      .declaration=${n.declaration}
      .closable=${!0}
      @row-close=${()=>this.close()}
      @row-loaded=${t=>this.onLoaded(t)}
    ></fairness-row-drilldown>`}};var NB=z`
  .tables {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .side {
    width: 420px;
    flex: none;
  }
  .table-box {
    overflow: auto;
    max-height: 420px;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  th,
  td {
    text-align: right;
  }
  .text {
    text-align: left;
  }
  td.gname {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  input[name='fdr'] {
    width: 72px;
  }
  .sig {
    color: var(--accent);
  }
  .p {
    color: var(--muted);
    font-size: 11px;
  }
  .why {
    cursor: help;
  }
  .low-power {
    color: var(--muted);
    font-size: 11px;
    border-bottom: 1px dotted var(--muted);
  }
  td.significant .v,
  tr.significant td[data-col='score'] {
    font-weight: 500;
  }
  @media (max-width: 1000px) {
    .main {
      flex-direction: column;
    }
    .side {
      width: auto;
    }
  }
`,OB="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups)",Qr=class extends V{constructor(t,r){super();this.codec=t;this.request=new ie;this.shell=new Ne(this,[this.request]);this.downloads=new $n(this,()=>this.api,()=>this.declaration);this.rows=new al(this,()=>this.emitSelection());this.moreParams=[];this.api=r??new Jt,this.info=null,this.declaration=null,this.params=[],this.selection=t.defaults(null),this.data=null}rowButton(t,r=t,i=""){return this.rows.button(t,r,this.rowNoun,i)}emitSelection(){Le(this,[...this.codec.toParams(this.selection,this.declaration),...this.rows.params(),...this.moreParams])}setMoreParams(t){this.moreParams=t,this.emitSelection()}replaceSelection(t){this.selection=t,this.emitSelection()}change(t,r){this.selection={...this.selection,...t},this.emitSelection(),r&&this.load()}async load(){let t=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);t!==re&&(this.data=t,this.loaded(t),this.rows.keepIn(this.rowKeys(t)),this.shell.ready())}loaded(t){}willUpdate(t){this.hasUpdated?(t.has("report")&&vr(t.get("report"),this.report)||t.has("info")&&yr(t.get("info"),this.info,this.report))&&this.load():(this.rows.read(this.params),this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.rows.close(!1),this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?xn(this,{step:null}):this.load()}download(t,r){let i={run:t.run,tag:t.tag,step:t.step,table:r.table,options:r.options};this.downloads.download(r.button,i,Et(["fairness",...r.file]))}renderCsvButtons(t){let r=t!==null&&this.downloads.pending===null;return t===null?this.csvButtons.map(i=>this.shell.renderCsvButton(i.button,!1,()=>{},wn(this.declaration,i.table,null),i.label)):this.csvTables(t).map(i=>this.shell.renderCsvButton(i.button,r,()=>this.download(t,i),wn(this.declaration,i.table,i.rows),i.label))}render(){let t=this.data;return h`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(t)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(t)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(t,r=>this.renderReport(r),"Loading the report\u2026")}`}renderDrill(t){return this.rows.render({api:this.api,tag:t.tag,run:t.run,step:t.step,options:this.rowOptions(t),noun:this.rowNoun,declaration:this.declaration})}renderReport(t){let r=this.info?.description??"";return h`<div class="body ${this.shell.loading?"stale":""}">
      ${r?h`<div class="summary"><span class="description">${r}</span></div>`:y}
      ${t.groups.length===0?h`<div class="none message">This report has no groups.</div>`:this.renderBody(t)}
    </div>`}};Qr.properties={...gr,selection:{state:!0},data:{state:!0}},Qr.styles=[U,je,ze,br,Gi,ot,Xo,Ph,NB];var Bi=class extends Qr{constructor(n,t){super(n,t),this.fdrText=String(this.selection.fdr??"")}replaceSelection(n){super.replaceSelection(n),this.fdrText=String(n.fdr??"")}loaded(n){let t=n.fdr;this.selection.fdr===null&&this.fdrText===""&&t!==void 0&&(this.fdrText=String(t))}onFdr(n){this.fdrText=n;let t=yt(this.declaration,"fdr",n);t!==null&&t!==this.selection.fdr&&this.change({fdr:t},!0)}renderFdr(){return Ed(this.declaration,this.fdrText,OB,n=>this.onFdr(n))}};Bi.properties={...Qr.properties,fdrText:{state:!0}};function xc(e){return _n(rt(e))}function Ss(e,n,t=y){return h`<div class="main">
    <div class="tables">${e}${t}</div>
    <div class="side">${n}</div>
  </div>`}function ei(e,n,t=y){return h`<section>
    <h3>${e}</h3>
    ${t}
    <div class="table-box">${n}</div>
  </section>`}function ti(e,n,t,r){return h`<table class=${e} aria-label=${n}>
    <thead>
      <tr>
        ${t}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function Je(e,n,t,r=""){return h`<th class=${r} data-col=${n} title=${st(e,n,t)}>${e}</th>`}function ll(e,n){return h`<td class="text gname" data-col=${e} title=${n}>${n}</td>`}function XP(e,n,t){return h`<td class="text gname" data-col=${e} title=${n}>${t}</td>`}function ul(e,n,t,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):y,l=o?o.cell.significant?"true":"false":y;return n===null?h`<td
      class="state"
      data-group=${e.group}
      data-key=${e.key??""}
      data-state="undefined"
      data-n=${i}
      data-p=${a}
      data-significant=${l}
      title=${o?o.cell.title:""}
    >
      ${s}
    </td>`:h`<td
    class=${o?.cell.significant?"significant":""}
    data-group=${e.group}
    data-key=${e.key??""}
    data-value=${String(n)}
    data-lower=${String(t)}
    data-upper=${String(r)}
    data-n=${i}
    data-p=${a}
    data-significant=${l}
  >
    <span class="v">${xo(n,t,r)}</span> <span class="n">n=${C(i)}</span>${o?h` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?h` ${xc(o.q)}`:y}${o.cell.lowPower&&!o.cell.significant?h` <span class="low-power why" title=${o.cell.lowPower}>low power</span>`:y}`:y}
  </td>`}function Mh(e,n,t,r){let i=n.filter(a=>typeof a=="number").length,s=e.filter((a,l)=>a===!0&&typeof n[l]=="number").length,o=Ui(s,i,t,r);return o?h`<p class="low-power-note" data-role="low-power">${o}</p>`:y}function JP(e,n="view route"){H(e)||_(n,"not an object");let{groups:t,types:r,thresholds:i}=e;(!Array.isArray(t)||!Array.isArray(r)||!Array.isArray(i))&&_(n,"no `groups`, `types` or `thresholds`"),yn(n,e,["group_counts","hits","hit_rate","lower","upper"],t.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&_(n,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&_(n,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&_(n,"no `labels` or `harmful_types`");for(let s of e.labels)(!H(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&_(n,"a malformed `labels` entry"),(s.rate.length!==t.length||s.gap.length!==t.length)&&_(n,"`labels` rates do not have one entry per group");return e}function ZP(e){return{run:e.run,tag:e.tag,step:e.step}}var v0="harmful";function y0(){return{type:v0,threshold:null}}function QP(e){let n=[];return e.type!==v0&&ee(n,"type",e.type),ee(n,"threshold",e.threshold),n}function eM(e,n){let t=Pe(e),r=y0(),i=t.get("type");i&&(r.type=i);let s=he(t.get("threshold"));return _e(n,"threshold",s)&&(r.threshold=s),r}function Lh(e,n){let t=e.types.indexOf(n);if(t>=0)return t;let r=e.types.indexOf(v0);return r>=0?r:0}function $c(e,n){let t=n===null?-1:e.indexOf(n);return t>=0?t:0}function tM(e,n){let t=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][n][o],l=e.lower[i][n][o],u=e.upper[i][n][o];a!==null&&t.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),t}function nM(e,n,t){if(n===null||t===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(n)}, ${r(t)}]`}function Dh(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function rM(e,n){return e.labels.map(r=>{let i=e.groups.map((u,c)=>r.rate[c]?.[n]??null),s=-1,o=-1;for(let u=0;u<i.length;u++){let c=i[u];c===null||!Number.isFinite(c)||((s<0||c>i[s])&&(s=u),(o<0||c<i[o])&&(o=u))}let a=Dh(r.spread?.[n]),l=a!==null&&s>=0&&o>=0;return{label:r.label,type:r.type,rates:i,lower:e.groups.map((u,c)=>r.rate_lower?.[c]?.[n]??null),upper:e.groups.map((u,c)=>r.rate_upper?.[c]?.[n]??null),pValue:r.p_value?.[n]??null,significant:r.significant?.[n]??!1,gaps:e.groups.map((u,c)=>Dh(r.gap[c]?.[n])),spread:a,spreadLower:Dh(r.spread_lower?.[n]),spreadUpper:Dh(r.spread_upper?.[n]),highest:l?e.groups[s]:null,lowest:l?e.groups[o]:null}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.spread===null||i.row.spread===null?r.row.spread===null?i.row.spread===null?r.i-i.i:1:-1:i.row.spread-r.row.spread||r.i-i.i).map(r=>r.row)}var w0="rates",x0="labels";function $0(e,n){let t=e.thresholds[n];return t===void 0?{}:{threshold:String(t)}}function iM(e){return{rates:e.types.length*e.groups.length,labels:e.labels.length*e.groups.length}}var sM="harmful_label_association",IB={defaults:y0,fromParams:eM,toParams:QP},_0=class extends Qr{constructor(n){super(IB,n)}fetch(n){return this.api.view(sM,"",ZP(this.report),JP,n)}loaded(n){let t=this.selection,r=n.types[Lh(n,t.type)]??t.type,i=t.threshold!==null&&n.thresholds.includes(t.threshold)?t.threshold:null;(r!==t.type||i!==t.threshold)&&this.change({type:r,threshold:i},!1)}get rowNoun(){return"label"}rowKeys(n){return n.labels.map(t=>t.label)}rowOptions(n){return $0(n,$c(n.thresholds,this.selection.threshold))}get csvButtons(){return[{button:"download",label:"Download CSV",table:w0},{button:"download-labels",label:"Download labels CSV",table:x0}]}csvTables(n){let t=$c(n.thresholds,this.selection.threshold),r=$0(n,t),i=iM(n),s=[n.run,n.tag,`step${n.step}`,"harmful",`t${n.thresholds[t]}`];return[{button:"download",label:"Download CSV",table:w0,options:r,rows:i.rates,file:s},{button:"download-labels",label:"Download labels CSV",table:x0,options:r,rows:i.labels,file:[...s,"labels"]}]}renderPickers(n){let t=n?.types??[this.selection.type],r=n?Lh(n,this.selection.type):0,i=n?.thresholds??[],s=$c(i,this.selection.threshold);return h`<label class="field" title="The type of harmful label whose hit rates the tables and the chart show (the report's types)">
        <span class="name">Label type</span>
        <select name="type" ?disabled=${!n} @change=${o=>this.change({type:o.target.value},!1)}>
          ${t.map((o,a)=>h`<option value=${o} ?selected=${a===r}>${o}</option>`)}
        </select>
      </label>
      <label class="field" title=${se(this.declaration,"threshold")}>
        <span class="name">${le(this.declaration,"threshold","Score threshold")}</span>
        <select
          name="threshold"
          ?disabled=${i.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===i[0]?null:a},!1)}}
        >
          ${i.map((o,a)=>h`<option value=${String(o)} ?selected=${a===s}>${o}</option>`)}
        </select>
      </label>`}renderBody(n){let t=Lh(n,this.selection.type),r=n.types[t],i=$c(n.thresholds,this.selection.threshold),s=n.thresholds[i],o=rM(n,i),a=tM(n,t).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=h`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${n.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return h`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${C(n.n)}</b> ${It(n.n,"image")} · <b>${C(n.groups.length)}</b> ${It(n.groups.length,"group")} · step ${n.step} ·
          ${Math.round(n.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${n.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold · click a harmful label for its
          spread in every run and over the steps</span>
      </div>
      ${Ss(h`${ei(h`Hit rate of <span class="type">${r}</span> per group and threshold`,ti("hits","Hit rate per group and threshold",h`${Je("group","group","the group of images","text")}
              ${n.thresholds.map(u=>h`<th data-threshold=${u} title=${BB(u)}>≥ ${u}</th>`)}`,n.groups.map((u,c)=>h`<tr data-group=${u}>
                ${ll("group",u)}
                ${n.thresholds.map((p,d)=>ul({group:u,key:p},n.hit_rate[c][t][d],n.lower[c][t][d],n.upper[c][t][d],n.group_counts[c]))}
              </tr>`)))}
        ${ei(`Harmful labels at threshold ${s}`,o.length===0?h`<div class="none">No harmful label of the taxonomy was predicted.</div>`:ti("labels","Harmful labels",h`${Je("label","label","the harmful label","text")}
                  ${Je("type","type","the type of harmful label it belongs to","text")}
                  ${n.groups.map(u=>h`<th data-group=${u} title=${FB(u,s)}>${u}</th>`)}
                  ${Je("rate spread","spread",`the highest minus the lowest group's rate (in percentage points), which groups, and its ${Math.round(n.level*100)}% interval that holds whichever groups are the extremes: the bias Compare and the drill-down judge`)}
                  ${Je("p","p_value","the p-value of the chi-square test that every group with images predicts this label at one rate")}
                  ${Je("\u2605","significant",`the groups differ, after Benjamini-Hochberg at FDR ${n.fdr} over the labels`)}`,o.map(u=>this.renderLabelRow(n,u))))}`,l,this.renderDrill(n))}`}renderLabelRow(n,t){return h`<tr data-label=${t.label}>
      ${XP("label",t.label,this.rowButton(t.label))}
      <td class="text" data-col="type">${t.type}</td>
      ${t.rates.map((r,i)=>r===null?h`<td class="state" data-group=${n.groups[i]}>undefined</td>`:h`<td data-group=${n.groups[i]} data-value=${String(r)} title=${zB(n.level,t,i)}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${t.spread===null?h`<td class="state" data-col="spread" title="fewer than two groups with images">undefined</td>`:h`<td data-col="spread" data-value=${String(t.spread)} data-highest=${t.highest??""} data-lowest=${t.lowest??""}>
            ${Ni(t.spread,t.spreadLower,t.spreadUpper).replace(/^\+/,"")}
            <span class="n">${t.highest} − ${t.lowest}</span>
          </td>`}
      <td data-col="p_value" title=${t.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${t.pValue===null?"\u2014":Ge(t.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${t.significant?h`<span aria-label="significant" title="significant">★</span>`:y}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",_0);function zB(e,n,t){let r=n.gaps[t],i=r===null?"":`; ${Ni(r,null,null)} against the mean of the other groups`;return nM(e,n.lower[t],n.upper[t])+i}function BB(e){return st(`\u2265 ${e}`,"value",`the hit rate at score threshold ${e}: the share of the group's images with a label of the type among their top 5 predictions, scored at least ${e}; with its interval and n, the group's images`)}function FB(e,n){return st(e,"rate",`the share of the images of ${e} with this label among their top 5 predictions, scored at least ${n}`)}var oM={kind:sM,title:"harmful-label-association",render:(e,n)=>h`<fairness-harmful-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-harmful-view
    >`,hint:()=>h`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};var aM="fdr",HB="q";function Nh(e,n,t){He(e,aM,n,t,"fdr")}function Oh(e,n){return bt(n,"fdr",he(e.get(aM)??e.get(HB)))}function cl(e,n,t,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:Ge(e),title:`p = ${e} (${t})`,significant:n===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function dl(e,n,t,r,i){let s=n.filter((o,a)=>o===!0&&typeof t[a]=="number").length;return{q:e,significant:s,tested:Vi(t),unit:r,what:i}}function lM(e,n="view route"){H(e)||_(n,"not an object");let{groups:t}=e;return Array.isArray(t)||_(n,"no `groups`"),yn(n,e,["households","images","score","lower","upper","image_rate"],t.length,"group"),e.p_value!==void 0&&yn(n,e,["p_value","significant"],t.length,"group"),Array.isArray(e.groupings)||_(n,"no `groupings`"),e}var S0="Welch's t-test of the group's household hit rates against every other household's",uM="the group or the rest has fewer than 2 households, or no household differs";function cM(e,n){return dl(Li(e,n),e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function dM(e){return{by:dr(e,"by"),fdr:Ke(e,"fdr")}}function pM(e,n){let t=[];return He(t,"by",e.by,n),Nh(t,e.fdr,n),t}function fM(e,n){let t=Pe(e);return{by:Xn(n,"by",t.get("by")),fdr:Oh(t,n)}}function hM(e,n){return{run:e.run,tag:e.tag,step:e.step,by:n.by,fdr:n.fdr}}function pl(e){return e.replace("_"," \xD7 ")}function k0(e){let n={by:e.by};return e.fdr!==void 0&&(n.fdr=String(e.fdr)),n}function mM(e){let n=[];return e.groups.forEach((t,r)=>{let i=e.score[r];i!==null&&n.push({group:t,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),n}var T0="geodiversity",gM="groups",VB={defaults:dM,fromParams:fM,toParams:pM},R0=class extends Bi{constructor(n){super(VB,n)}fetch(n){return this.api.view(T0,"",hM(this.report,this.selection),lM,n)}get rowNoun(){return"grouping"}rowKeys(n){return[n.by]}rowOptions(n){return k0(n)}get csvButtons(){return[{button:"download",label:"Download CSV",table:gM}]}csvTables(n){let t=[n.run,n.tag,`step${n.step}`,T0,n.by];return[{button:"download",label:"Download CSV",table:gM,options:k0(n),rows:n.groups.length,file:t}]}groupings(){let n=pr(this.declaration,"by"),t=this.data?.by??this.selection.by;return t!==null&&!n.includes(t)?[...n,t]:n}renderPickers(){return h`<label class="field" title=${se(this.declaration,"by")}>
        <span class="name">${le(this.declaration,"by","Group by")}</span>
        <select name="by" @change=${n=>this.change({by:n.target.value},!0)}>
          ${this.groupings().map(n=>h`<option value=${n} ?selected=${n===this.selection.by}>${pl(n)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(n){let t=n.households.reduce((i,s)=>i+s,0),r=Li(n,this.declaration);return h`<div class="summary" data-by=${n.by}>
        <span><b>${C(t)}</b> ${It(t,"household")} in <b>${C(n.groups.length)}</b>
          ${It(n.groups.length,"group")} of
          <b class="by">${pl(n.by)}</b> · step ${n.step} · ${Math.round(n.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${C(n.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${Ss(ei(h`Household-averaged score per group of ${this.rowButton(n.by,pl(n.by))}
            <span class="muted hint">(click it for the score spread in every run and over the steps)</span>`,ti("geo","Score per group",h`${Je("group","group",`the group of households, by ${pl(n.by)}`,"text")}
              ${Je("households","n","the group's households: the score averages over them, and its interval resamples them")}
              ${Je("images","images","the images of the group's households")}
              ${Je("score [interval]","value","the mean over the group's households of each one's hit rate (the share of its images with a true label among the top predictions), with its bootstrap interval (lower, upper)")}
              ${Je("share of images hit","image_rate","the share of the group's images that are hits, pooled over images rather than households, for contrast")}
              ${Je("p","p_value",`the p-value of ${S0}`)}
              ${Je("\u2605","significant",rt(r))}`,n.groups.map((i,s)=>this.renderGroupRow(n,i,s,r))),h`${pn("legend",cM(n,this.declaration))}${Mh(n.underpowered??[],n.p_value??[],cn(n),"group")}`),h`<fairness-score-bars
          .heading=${`Score by ${pl(n.by)}`}
          .bars=${mM(n)}
          .groups=${n.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`,this.renderDrill(n))}`}renderGroupRow(n,t,r,i){let s=n.score[r],o=n.image_rate[r],a=cl(n.p_value?.[r],n.significant?.[r],S0,uM),l=cn(n);return l&&!a.significant&&a.p!==null&&n.underpowered?.[r]===!0&&(a.lowPower=hr({mde:n.mde?.[r]??null,more:n.more_examples?.[r]??null,underpowered:!0},l,"households of this group")),h`<tr data-group=${t} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${ll("group",t)}
      <td data-col="households" data-value=${n.households[r]}>${C(n.households[r])}</td>
      <td data-col="images" data-value=${n.images[r]}>${C(n.images[r])}</td>
      ${s===null?h`<td class="state" data-col="score" data-state="no-households">no households</td>`:h`<td data-col="score" data-value=${String(s)} data-lower=${String(n.lower[r])} data-upper=${String(n.upper[r])}>
            ${xo(s,n.lower[r],n.upper[r])}
          </td>`}
      ${o===null?h`<td class="state" data-col="image_rate">—</td>`:h`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?xc(i):y}${a.lowPower?h`<span class="low-power why" title=${a.lowPower}>low power</span>`:y}</td>
    </tr>`}};customElements.define("fairness-geo-view",R0);var bM={kind:T0,title:"geodiversity",render:(e,n)=>h`<fairness-geo-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-geo-view
    >`,hint:()=>h`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};function vM(e,n="view route"){H(e)||_(n,"not an object");let{groups:t,ks:r}=e;(!Array.isArray(t)||!Array.isArray(r))&&_(n,"no `groups` or `ks`");let i=e.p_value!==void 0;yn(n,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],t.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&_(n,`\`${s}\` rows do not have one entry per K`);return e}var yM="Welch's t-test of the group's P@K against the other groups' queries",wM="the group or the rest has fewer than 2 queries, or every query scores alike";function xM(e,n){return dl(Li(e,n),(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}function $M(e){return{fdr:Ke(e,"fdr")}}function _M(e,n){let t=[];return Nh(t,e.fdr,n),t}function SM(e,n){return{fdr:Oh(Pe(e),n)}}function kM(e,n){return{run:e.run,tag:e.tag,step:e.step,fdr:n.fdr}}function C0(e){return e.fdr===void 0?{}:{fdr:String(e.fdr)}}function TM(e){let n=[];return e.groups.forEach((t,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&n.push({group:t,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),n}var EM="retrieval_precision",RM="precision",KB={defaults:$M,fromParams:SM,toParams:_M},A0=class extends Bi{constructor(n){super(KB,n)}fetch(n){return this.api.view(EM,"",kM(this.report,this.selection),vM,n)}get rowNoun(){return"cut-off"}rowKeys(n){return n.ks.map(CM)}rowOptions(n){return C0(n)}get csvButtons(){return[{button:"download",label:"Download CSV",table:RM}]}csvTables(n){let t=[n.run,n.tag,`step${n.step}`,"retrieval"],r=n.groups.length*n.ks.length;return[{button:"download",label:"Download CSV",table:RM,options:C0(n),rows:r,file:t}]}renderPickers(){return this.renderFdr()}renderBody(n){let t=n.queries.reduce((s,o)=>s+o,0),r=Li(n,this.declaration),i=TM(n).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return h`<div class="summary">
        <span><b>${C(t)}</b> ${It(t,"query","queries")} in <b>${C(n.groups.length)}</b>
          ${It(n.groups.length,"group")} · step ${n.step} ·
          ${Math.round(n.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute · click a precision@K head for
          its spread in every run and over the steps</span>
      </div>
      ${Ss(ei("Mean Precision@K per group",ti("retrieval","Precision at K per group",h`${Je("group","group","the queries' attribute","text")}
              ${Je("queries","n","the queries with this attribute: the mean and its t interval are over them")}
              ${n.ks.map(s=>h`<th data-k=${s} title=${AM(s)}>${this.rowButton(CM(s),`precision@${s}`,AM(s))}</th>`)}`,n.groups.map((s,o)=>h`<tr data-group=${s}>
                ${ll("group",s)}
                <td data-col="queries" data-value=${n.queries[o]}>${C(n.queries[o])}</td>
                ${n.ks.map((a,l)=>ul({group:s,key:a},n.precision[o][l],n.lower[o][l],n.upper[o][l],n.queries[o],"undefined",{cell:jB(n,o,l),q:r}))}
              </tr>`)),h`${pn("legend",xM(n,this.declaration))}${Mh(n.underpowered?.flat()??[],n.p_value?.flat()??[],cn(n),"cell")}`),h`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${n.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`,this.renderDrill(n))}`}};function jB(e,n,t){let r=cl(e.p_value?.[n]?.[t],e.significant?.[n]?.[t],yM,wM),i=cn(e);return i&&!r.significant&&r.p!==null&&e.underpowered?.[n]?.[t]===!0&&(r.lowPower=hr({mde:e.mde?.[n]?.[t]??null,more:e.more_examples?.[n]?.[t]??null,underpowered:!0},i,"queries of this group")),r}customElements.define("fairness-retrieval-view",A0);function CM(e){return`P@${e}`}function AM(e){return st(`precision@${e}`,"value",`P@${e}, the mean over the group's queries of the share of each one's ${e} nearest neighbours with its attribute; with its t interval, n and the test against the other groups (p_value)`)}var PM={kind:EM,title:"same-attribute retrieval",render:(e,n)=>h`<fairness-retrieval-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-retrieval-view
    >`,hint:()=>h`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var Un={metric:"metric",grouping:"grouping",threshold:"threshold",baseline:"baseline",label:"label",fdr:"fdr"};function E0(e){return{metric:Xn(e,"metric",void 0),grouping:null,threshold:null,baseline:null,label:null,fdr:bt(e,"fdr",null)}}function MM(e,n){let t=[];return He(t,Un.metric,e.metric,n),ee(t,Un.grouping,e.grouping),ee(t,Un.threshold,e.threshold),ee(t,Un.baseline,e.baseline),ee(t,Un.label,e.label),He(t,Un.fdr,e.fdr,n),t}function DM(e,n){let t=Pe(e),r=E0(n);r.metric=Xn(n,"metric",t.get(Un.metric));let i=o=>{let a=t.get(o);return a===void 0||a===""?null:a};r.grouping=i(Un.grouping),r.baseline=i(Un.baseline),r.label=i(Un.label);let s=he(t.get(Un.threshold));return _e(n,"threshold",s)&&(r.threshold=s),r.fdr=bt(n,"fdr",he(t.get(Un.fdr))),r}function LM(e,n){return{run:e.run,tag:e.tag,step:e.step,metric:n.metric,grouping:n.grouping,threshold:n.threshold,baseline:n.baseline,label:n.label,fdr:n.fdr}}function Ih(e,n=!0){return{metric:e.metric,grouping:e.grouping.join(" & "),...n?{threshold:String(e.threshold)}:{},baseline:e.baseline,label:e.label,fdr:String(e.fdr),min_count:String(e.min_count),level:String(e.level)}}function zh(e,n){if(e.length===0||!Number.isFinite(n))return null;let t=e[0];for(let r of e)Math.abs(r-n)<Math.abs(t-n)&&(t=r);return t}function NM(e){return e.metrics.map(({name:n,title:t})=>{let r=e.at_threshold[n];return{metric:n,title:t,cells:e.groups.map((i,s)=>({value:r.value[s],lower:r.lower[s],upper:r.upper[s],n:r.n[s],state:r.state[s],p:r.p_value[s],significant:r.significant[s]===!0,power:{mde:r.mde?.[s]??null,more:r.more_examples?.[s]??null,underpowered:r.underpowered?.[s]===!0}}))}})}function Bh(e,n){return e.state==="insufficient"?`n=${e.n} < ${n}`:e.state==="undefined"?e.n===0?"none":"undefined":e.state==="baseline"?"baseline":""}function OM(e){return e.curve_thresholds??e.thresholds}function IM(e,n){let t=e.curves[n];if(!t)return[];let r=[];return e.groups.forEach((i,s)=>{OM(e).forEach((o,a)=>{let l=t.value[s][a];l!==null&&r.push({group:i,x:o,y:l,lower:t.lower[s][a]??l,upper:t.upper[s][a]??l})})}),r}function zM(e,n){let t=e.at_threshold[n];if(!t)return[];let r=[];return e.groups.forEach((i,s)=>{let o=t.ratio[s];if(o===null||t.ratio_state[s]!==null)return;let a=o<e.four_fifths||o>1/e.four_fifths;r.push({group:i,ratio:o,lower:t.ratio_lower[s],upper:t.ratio_upper[s],flagged:a})}),r}function BM(e){let n=e.curves.tpr,t=e.curves.fpr,r=[],i=[];return!n||!t?{curve:r,at:i}:(e.groups.forEach((s,o)=>{OM(e).forEach((a,l)=>{let u=n.value[o][l],c=t.value[o][l];if(c===null||u===null)return;let p={group:s,fpr:c,tpr:u,threshold:a};r.push(p),a===e.threshold&&i.push(p)})}),{curve:r,at:i})}function HM(e,n="view route"){H(e)||_(n,"not an object");let t=e;(!Array.isArray(t.groups)||!Array.isArray(t.thresholds)||!Array.isArray(t.metrics))&&_(n,"no `groups`, `thresholds` or `metrics`");let r=t.groups.length;t.curve_thresholds!==void 0&&!Array.isArray(t.curve_thresholds)&&_(n,"`curve_thresholds` is not a list");let i=(t.curve_thresholds??t.thresholds).length;for(let{name:s}of t.metrics){let o=t.at_threshold?.[s];o||_(n,`no \`${s}\` in \`at_threshold\``);for(let a of["n","value","lower","upper","state","p_value","significant","ratio","ratio_state"])(!Array.isArray(o[a])||o[a].length!==r)&&_(n,`\`at_threshold.${s}.${a}\` has not one entry per group`)}for(let s of new Set([t.metric??"","tpr","fpr"])){let o=t.curves?.[s];(!o||!Array.isArray(o.value)||o.value.length!==r||o.value.some(a=>a.length!==i))&&_(n,`\`curves.${s}\` is not groups x curve thresholds`)}return e}var qB=["ok","insufficient","undefined"],UB=["worse","better","no_significant_gap","undetermined","baseline"],FM=["ece","ece_lower","ece_upper","mce","mce_lower","mce_upper","brier","brier_lower","brier_upper","ece_gap","gap_lower","gap_upper"],WB=["count","positives","mean_score","observed","lower","upper"],P0=e=>e===null||typeof e=="number"&&Number.isFinite(e),M0=e=>typeof e=="number"&&Number.isInteger(e)&&e>=0;function VM(e,n="calibration"){if(H(e)||_(n,"not an object"),e.available===!1)return typeof e.reason!="string"&&_(n,"no `reason` for a report without calibration"),{available:!1,reason:e.reason};e.available!==!0&&_(n,"no `available`");for(let a of["run","tag","label","baseline"])typeof e[a]!="string"&&_(n,`\`${a}\` is not text`);for(let a of["step","bins","min_count","level"])typeof e[a]!="number"&&_(n,`\`${a}\` is not a number`);(!Array.isArray(e.grouping)||!e.grouping.every(a=>typeof a=="string"))&&_(n,"`grouping` is not a list of names");let t=e.bins,r=e.edges;(!Array.isArray(r)||r.length!==t+1||!r.every(a=>typeof a=="number"))&&_(n,"`edges` are not the bins + 1 edges");let i=e.groups;(!Array.isArray(i)||!i.every(a=>typeof a=="string"))&&_(n,"`groups` are not names");let s=i.length;yn(n,e,["n","positives","state","reason","verdict",...FM],s,"group"),(!e.n.every(M0)||!e.positives.every(M0))&&_(n,"`n` or `positives` is not a count"),e.state.every(a=>typeof a=="string"&&qB.includes(a))||_(n,"an unknown `state`"),e.verdict.every(a=>typeof a=="string"&&UB.includes(a))||_(n,"an unknown `verdict`"),e.reason.every(a=>typeof a=="string")||_(n,"a `reason` that is not text");for(let a of FM)e[a].every(P0)||_(n,`\`${a}\` holds a value that is not a number or null`);P0(e.baseline_ece)||_(n,"`baseline_ece` is not a number or null");let o=e.per_bin;H(o)||_(n,"no `per_bin`");for(let a of WB){let l=o[a];(!Array.isArray(l)||l.length!==s||!l.every(c=>Array.isArray(c)&&c.length===t))&&_(n,`\`per_bin.${a}\` is not groups x bins`);let u=a==="count"||a==="positives"?M0:P0;l.every(c=>c.every(u))||_(n,`\`per_bin.${a}\` holds a value that is not a number or null`)}return e}var L0="calibration";function UM(e){return e===null||e.views.includes(`${e.name}/${L0}`)}var WM={bins:"cal_bins"},GB=[10,5,2];function N0(e){let n=Me(e,"bins");if(n===null||n.type!=="int"||n.maximum===null||!Number.isSafeInteger(n.maximum)||n.maximum<1)return[...GB];let t=[];for(let r=n.maximum;r>=Math.max(1,n.minimum??1);r--)n.maximum%r===0&&t.push(r);return t}function Vh(e,n){let t=he(Pe(e).get(WM.bins));return{bins:t!==null&&N0(n).includes(t)&&(Me(n,"bins")===null||_e(n,"bins",t))?t:null}}function Kh(e,n){let t=[];return He(t,WM.bins,e.bins,n,"bins"),t}function GM(e,n){return{run:e.run,tag:e.tag,step:e.step,label:e.label,grouping:e.grouping,baseline:e.baseline,min_count:e.minCount,level:e.level,bins:n.bins}}var To=e=>typeof e=="number"&&Number.isFinite(e);function YM(e){let n=[],t=[],r=e.per_bin;return e.groups.forEach((i,s)=>{if(e.state[s]!=="ok"){t.push({group:i,state:e.state[s],reason:e.reason[s]||Hh(e.state[s])});return}let o=[];r.count[s].forEach((a,l)=>{let u=r.mean_score[s][l],c=r.observed[s][l];if(!(a>0)||!To(u)||!To(c))return;let p=r.lower[s][l],d=r.upper[s][l];o.push({group:i,bin:l,from:e.edges[l],to:e.edges[l+1],score:u,observed:c,lower:To(p)?p:c,upper:To(d)?d:c,count:a,positives:r.positives[s][l]})}),o.length&&n.push({group:i,points:o})}),{series:n,left:t}}function XM(e,n){return`${e.group}, scores ${e.from}\u2013${e.to}: mean score ${De(e.score)}, observed ${De(e.observed)} [${De(e.lower)}, ${De(e.upper)}] (${fl(n)}%), ${C(e.count)} examples, ${C(e.positives)} positive`}function Hh(e){return e==="insufficient"?"too few examples":e==="undefined"?"no positives or no negatives":""}function fl(e){return String(Number((e*100).toPrecision(4)))}function D0(e){return`${me(e)} pp`}function KM(e){return e.toPrecision(3).replace(/^-/,"\u2212")}function Fh(e,n,t,r,i){let s=To(e)?e:null,o=To(n)?n:null,a=To(t)?t:null;return{value:s,lower:o,upper:a,text:s===null?Th:r(s),interval:s!==null&&o!==null&&a!==null?`[${i(o)}, ${i(a)}]`:"",title:s===null?"undefined":o!==null&&a!==null?`${s} [${o}, ${a}]`:String(s)}}function JM(e){return e.groups.map((n,t)=>({group:n,n:e.n[t],positives:e.positives[t],state:e.state[t],reason:e.state[t]==="ok"?"":e.reason[t]||Hh(e.state[t]),baseline:n===e.baseline,ece:Fh(e.ece[t],e.ece_lower[t],e.ece_upper[t],D0,me),mce:Fh(e.mce[t],e.mce_lower[t],e.mce_upper[t],D0,me),brier:Fh(e.brier[t],e.brier_lower[t],e.brier_upper[t],KM,KM),gap:Fh(e.ece_gap[t],e.gap_lower[t],e.gap_upper[t],_o,me),verdict:e.verdict[t]}))}function ZM(e){if(e.baseline)return"baseline";switch(e.verdict){case"worse":return"worse";case"better":return"better";case"no_significant_gap":return"no significant gap";default:return"undetermined"}}function QM(e){return e.baseline?"muted":e.verdict==="worse"?"bad":e.verdict==="better"?"good":"muted"}function e3(e,n,t){let r=`${fl(t)}%`;if(e.baseline)return"the group the others are compared with";switch(e.verdict){case"worse":return`its ECE is surely above ${n}'s: the whole interval of the difference is above 0 (at ${r} for both groups together)`;case"better":return`its ECE is surely below ${n}'s: the whole interval of the difference is below 0 (at ${r} for both groups together)`;case"no_significant_gap":return`the interval of the difference with ${n}'s ECE holds 0 (at ${r})`;default:return`no ECE to compare (this group's or ${n}'s is not measured)`}}function jM(e){return e.length<=1?e[0]??"":`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function O0(e){let n=null;for(let t of e)t.baseline||t.verdict!=="worse"||t.ece.value===null||(n===null||t.ece.value>n.ece.value)&&(n=t);return n}function qM(e){let n=i=>`${i.ece.text} (${i.group})`;if(e.length===1)return`ECE ${n(e[0])}`;let t=e[0],r=e[0];for(let i of e)i.ece.value<t.ece.value&&(t=i),i.ece.value>r.ece.value&&(r=i);return`ECEs from ${n(t)} to ${n(r)}`}function t3(e,n){let t=n.filter(l=>l.state==="ok"&&l.ece.value!==null);if(t.length===0){let l=n.map(u=>`${u.group}: ${u.reason||Hh(u.state)}`).join("; ");return`No group's calibration can be measured${l?` (${l})`:""}.`}let r=n.find(l=>l.baseline)??null;if(r===null||r.state!=="ok"||r.ece.value===null){let l=r?` (${r.reason||Hh(r.state)})`:"";return`No group can be compared with ${e.baseline} (the baseline), which has no ECE${l}: ${qM(t)}.`}if(t.length===1)return`Only ${r.group} (the baseline) has an ECE: ${r.ece.text} ${r.ece.interval}; no other group has enough examples with both outcomes.`;let i=fl(e.level),s=O0(n);if(s!==null){let l=s.gap.lower!==null?` (by ${D0(s.gap.lower)} at least)`:"",u=n.filter(p=>!p.baseline&&p.verdict==="worse"&&p!==s).map(p=>p.group),c=u.length?` Also surely worse: ${jM(u)}.`:"";return`${s.group}'s scores are the worst calibrated: ECE ${s.ece.text} ${s.ece.interval} against ${r.ece.text} for ${r.group} (the baseline), surely worse at ${i}%${l}.${c}`}let o=n.filter(l=>!l.baseline&&l.verdict==="better").map(l=>l.group),a=o.length?` Surely better calibrated: ${jM(o)}.`:"";return`No group is surely worse calibrated than ${r.group} (the baseline) at ${i}%: ${qM(t)}.${a}`}var s3=z`
  :host {
    margin-bottom: 16px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  section + section {
    margin-top: 12px;
  }
`,n3=e=>`${(e*100).toFixed(1)}%`,r3="http://www.w3.org/2000/svg";function i3(e,n){e.dispatchEvent(new CustomEvent("threshold-change",{detail:n,bubbles:!0,composed:!0}))}var _c=class extends Ii{constructor(){super();this.rule=null;this.dragging=!1;this.thresholds=[],this.threshold=.5,this.xLabel="score threshold",this.note="Bands: Wilson intervals. Drag the orange rule (or focus it and use the arrow keys) to choose the threshold."}willUpdate(t){super.willUpdate(t),this.chart&&!this.dragging&&this.placeRule(this.threshold)}draw(){this.rule=null;let t=super.draw(),r=t?.tagName.toLowerCase()==="svg"?t:t?.querySelector(":scope > svg");return t&&r&&this.addRule(t,r),t}get plot(){return this.chart}addRule(t,r){let[i,s]=t.scale("y")?.range??[0,0],o=document.createElementNS(r3,"g");o.setAttribute("class","threshold-rule"),o.setAttribute("tabindex","0"),o.setAttribute("role","slider"),o.setAttribute("aria-label","Score threshold: drag, or use the arrow keys");for(let[a,l,u]of[["grip","14","transparent"],["shown","2","var(--accent)"]]){let c=document.createElementNS(r3,"line");c.setAttribute("class",a),c.setAttribute("y1",String(i)),c.setAttribute("y2",String(s)),c.setAttribute("stroke",u),c.setAttribute("stroke-width",l),o.append(c)}r.append(o),this.rule=o,r.addEventListener("pointerdown",a=>this.onDown(a,r)),r.addEventListener("pointermove",a=>this.onMove(a,r)),r.addEventListener("pointerup",a=>this.onUp(a,r)),r.addEventListener("pointercancel",()=>this.cancel()),o.addEventListener("keydown",a=>this.onKey(a))}placeRule(t){let r=this.plot?.scale("x");if(!this.rule||!r?.apply)return;let i=String(r.apply(t));for(let s of this.rule.querySelectorAll("line"))s.setAttribute("x1",i),s.setAttribute("x2",i);this.rule.setAttribute("aria-valuenow",String(t)),this.rule.setAttribute("aria-valuemin",String(this.thresholds[0]??"")),this.rule.setAttribute("aria-valuemax",String(this.thresholds[this.thresholds.length-1]??"")),this.rule.setAttribute("data-threshold",String(t))}thresholdAt(t,r){let i=this.plot?.scale("x");if(!i?.invert)return null;let s=r.getBoundingClientRect(),o=Number(r.getAttribute("width"))||s.width,a=(t.clientX-s.left)*o/(s.width||1);return zh(this.thresholds,Number(i.invert(a)))}onDown(t,r){let i=this.thresholdAt(t,r);i!==null&&(this.dragging=!0,r.setPointerCapture?.(t.pointerId),this.placeRule(i),t.preventDefault())}onMove(t,r){if(!this.dragging)return;let i=this.thresholdAt(t,r);i!==null&&this.placeRule(i)}onUp(t,r){if(!this.dragging)return;this.dragging=!1;let i=this.thresholdAt(t,r);i!==null&&i!==this.threshold?i3(this,i):this.placeRule(this.threshold)}cancel(){this.dragging=!1,this.placeRule(this.threshold)}onKey(t){let r=t.key==="ArrowLeft"||t.key==="ArrowDown"?-1:t.key==="ArrowRight"||t.key==="ArrowUp"?1:0;if(r===0)return;t.preventDefault();let i=this.thresholds.indexOf(this.threshold)+r;i>=0&&i<this.thresholds.length&&i3(this,this.thresholds[i])}};_c.properties={...Ii.properties,thresholds:{attribute:!1},threshold:{attribute:!1}},_c.styles=[...Ii.styles,z`
      :host {
        margin-bottom: 16px;
      }
      .threshold-rule {
        cursor: ew-resize;
        outline: none;
      }
      .threshold-rule:focus-visible line.shown {
        stroke-width: 4;
      }
      svg {
        touch-action: none;
      }
    `];customElements.define("fairness-threshold-chart",_c);var Sc=class extends V{constructor(){super();this.chart=null;this.heading="",this.points=[],this.fourFifths=.8,this.baseline=""}willUpdate(t){(t.has("points")||t.has("fourFifths"))&&(this.chart=this.draw())}draw(){let t=this.points;if(t.length===0)return null;let r=t.flatMap(o=>[o.ratio,o.upper??o.ratio]),i=Math.max(1/this.fourFifths+.1,...r),s=[this.fourFifths,1/this.fourFifths];return Ae({width:420,height:60+26*t.length,marginLeft:120,style:ko,x:{domain:[0,i],label:`ratio to ${this.baseline}`,labelAnchor:"center",labelArrow:"none",grid:!0},y:{domain:t.map(o=>o.group),label:null,tickFormat:o=>o.length>18?o.slice(0,17)+"\u2026":o},marks:[Fe([1],{stroke:"var(--chart-rule)"}),Fe(s,{stroke:"var(--error)",strokeDasharray:"4,3"}),Tt(t,{y:"group",x1:"lower",x2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),nt(t,{y:"group",x:"ratio",r:4,fill:o=>o.flagged?"var(--error)":"var(--chart-ink)",title:o=>`${o.group}: ${o.ratio.toFixed(3)}`+(o.lower!==null&&o.upper!==null?` [${o.lower.toFixed(3)}, ${o.upper.toFixed(3)}]`:"")})]})}render(){return h`<h3>${this.heading}</h3>
      <div class="chart" data-points=${this.points.length} data-flagged=${this.points.filter(t=>t.flagged).length}>
        ${this.chart??h`<div class="muted">No group has a ratio to the baseline at this threshold.</div>`}
      </div>
      <div class="note muted">Whiskers: Katz log intervals. Dashed: the four-fifths lines (${this.fourFifths} and ${(1/this.fourFifths).toFixed(2)}).</div>`}};Sc.properties={heading:{attribute:!1},points:{attribute:!1},fourFifths:{attribute:!1},baseline:{attribute:!1}},Sc.styles=[U,zi,s3];customElements.define("fairness-ratio-chart",Sc);var kc=class extends V{constructor(){super();this.chart=null;this.curve=[],this.at=[],this.groups=[],this.threshold=.5}willUpdate(t){(t.has("curve")||t.has("at")||t.has("groups"))&&(this.chart=this.draw())}draw(){if(this.curve.length===0)return null;let t={domain:[0,1],grid:!0,labelAnchor:"center",labelArrow:"none",tickFormat:r=>`${Math.round(r*100)}%`};return Ae({width:420,height:300,marginLeft:44,marginBottom:34,style:ko,x:{...t,label:"false positive rate"},y:{...t,label:"true positive rate"},color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:[lr([[0,0],[1,1]]),lr(this.curve,{x:"fpr",y:"tpr",z:"group",stroke:"group",strokeOpacity:.45}),nt(this.at,{x:"fpr",y:"tpr",fill:"group",r:5,stroke:"var(--chart-halo)",title:r=>`${r.group} at ${r.threshold}: FPR ${n3(r.fpr)}, TPR ${n3(r.tpr)}`})]})}render(){return h`<h3>ROC per group, points at threshold ${this.threshold}</h3>
      <div class="chart" data-points=${this.at.length}>${this.chart??h`<div class="muted">No group has both rates.</div>`}</div>
      ${this.at.length<this.groups.length?h`<div class="note muted">Groups whose TPR or FPR is insufficient at this threshold have no point.</div>`:y}`}};kc.properties={curve:{attribute:!1},at:{attribute:!1},groups:{attribute:!1},threshold:{attribute:!1}},kc.styles=[U,zi,s3];customElements.define("fairness-roc-chart",kc);var YB="binary_classification",jh=340,Wn={top:14,right:14,bottom:38,left:46};function XB(e,n,t){let r=e.series.flatMap(p=>p.points);if(r.length===0)return null;let s={domain:[0,1],grid:!0,labelAnchor:"center",labelArrow:"none",tickFormat:p=>`${Math.round(p*100)}%`,ticks:5},o=Math.max(...r.map(p=>p.count)),a=Ae({width:jh+Wn.left+Wn.right,height:jh+Wn.top+Wn.bottom,marginTop:Wn.top,marginRight:Wn.right,marginBottom:Wn.bottom,marginLeft:Wn.left,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{...s,label:"mean score in the bin"},y:{...s,label:"observed positive rate"},color:{domain:[...n],scheme:"tableau10"},r:{type:"sqrt",domain:[0,o],range:[2,9]},marks:[lr([[0,0],[1,1]],{stroke:"var(--chart-ink)",strokeOpacity:.6,strokeDasharray:"5,4",className:"diagonal"}),Fe(r,{x:"score",y1:"lower",y2:"upper",stroke:"group",strokeOpacity:.45,strokeWidth:2,className:"cal-interval"}),lr(r,{x:"score",y:"observed",z:"group",stroke:"group",strokeWidth:1.75,className:"cal-line"}),nt(r,{x:"score",y:"observed",r:"count",fill:"group",stroke:"var(--chart-halo)",strokeWidth:1,className:"cal-dot",title:p=>XM(p,t)})]});a.setAttribute("data-name","reliability");let l=a.querySelectorAll("g.cal-line path");l.length===e.series.length&&l.forEach((p,d)=>p.setAttribute("data-group",e.series[d].group)),a.querySelectorAll("g.cal-dot circle").forEach((p,d)=>{let f=r[d];f&&(p.setAttribute("data-group",f.group),p.setAttribute("data-bin",String(f.bin)))});let u=a.scale("color"),c=e.series.map(p=>({group:p.group,color:String(u?.apply?.(p.group)??"currentColor")}));return{svg:a,swatches:c}}var Tc=class extends V{constructor(){super();this.request=new ie;this.shell=new Ne(this,[this.request]);this.asked="";this.rows=[];this.diagram=null;this.rel=null;this.api=null,this.run="",this.tag="",this.step=null,this.label=null,this.grouping=null,this.baseline=null,this.minCount=null,this.level=null,this.declaration=null,this.params=[],this.selection={bins:null},this.data=null,this.addEventListener("view-status",t=>{t.stopPropagation(),t.composedPath()[0]===this&&(this.dataset.status=t.detail)})}routeParams(){let t={run:this.run,tag:this.tag,step:this.step,label:this.label,grouping:this.grouping,baseline:this.baseline,minCount:this.minCount,level:this.level};return GM(t,this.selection)}async load(){let t=this.api;if(!t||!this.run||!this.tag)return;let r=this.routeParams();this.asked=JSON.stringify(r);let i=await this.shell.run(this.request,s=>t.view(YB,L0,r,VM,s),()=>this.data=null);i!==re&&(this.data=i,this.shell.ready())}willUpdate(t){if(this.hasUpdated||(this.selection=Vh(this.params,this.declaration),this.emitSelection()),this.api&&this.run&&this.tag&&JSON.stringify(this.routeParams())!==this.asked&&this.load(),t.has("data")){let r=this.data;this.rows=r?.available?JM(r):[],this.rel=r?.available?YM(r):null,this.diagram=r?.available&&this.rel?XB(this.rel,r.groups,r.level):null}}emitSelection(){Le(this,Kh(this.selection,this.declaration))}setBins(t){!Number.isFinite(t)||t===this.selection.bins||(this.selection={...this.selection,bins:t},this.emitSelection())}reset(){this.asked="",this.selection={bins:null},this.emitSelection()}renderControls(){let t=this.declaration,r=N0(t),i=this.data,s=this.selection.bins??(i?.available?i.bins:null)??r[0];return h`<div class="group" role="group" aria-label="Calibration options">
      <label class="field" title=${se(t,"bins","ECE and MCE are read over these bins too.")}>
        <span class="name">${le(t,"bins","Bins")}</span>
        <select name="cal_bins" @change=${o=>this.setBins(Number(o.target.value))}>
          ${r.map(o=>h`<option value=${o} ?selected=${o===s}>${o}</option>`)}
        </select>
      </label>
    </div>`}number(t,r){return h`<td class="num ${r.value===null?"missing":""}" data-col=${t} data-value=${r.value===null?"":String(r.value)} title=${r.title}>
      <span class="v">${r.text}</span>${r.interval?h`<span class="interval">${r.interval}</span>`:y}
    </td>`}renderRow(t,r,i){let s=QM(r),o=h`<td class="verdict" data-col="verdict" data-verdict=${r.baseline?"baseline":r.verdict}>
      <span class="badge ${s}" title=${e3(r,t.baseline,t.level)}>${ZM(r)}</span>
    </td>`,a=`${r===i?"worst":""} ${r.baseline?"baseline":""}`.trim(),l=h`<td class="text gname" data-col="group" title=${r.group}>${r.group}</td>
      <td class="num" data-col="n" data-value=${r.n} title=${`${C(r.n)} examples, ${C(r.positives)} positive`}>
        ${C(r.n)}
      </td>`;if(r.state!=="ok")return h`<tr data-group=${r.group} data-state=${r.state} class=${a}>
        ${l}
        <td class="state reason" data-col="reason" colspan="4" title=${r.reason}>${r.reason}</td>
        ${o}
      </tr>`;let u=r.baseline?h`<td class="num muted" data-col="gap" title="the baseline group: no difference with itself">—</td>`:this.number("gap",r.gap);return h`<tr data-group=${r.group} data-state=${r.state} class=${a}>
      ${l} ${this.number("ece",r.ece)} ${this.number("mce",r.mce)} ${this.number("brier",r.brier)} ${u} ${o}
    </tr>`}renderTable(t){let r=`${fl(t.level)}%`,i=O0(this.rows),s=(o,a,l,u,c="")=>h`<th class=${c} data-col=${o} title=${u}>${a}${l?h`<span class="sub">${l}</span>`:y}</th>`;return h`<div class="table-box">
      <table aria-label="Calibration per group">
        <thead>
          <tr>
            ${s("group","group","","the group of the grouping","text")}
            ${s("n","n","examples","n: the examples of the group")}
            ${s("ece","ECE",`pp [${r}]`,"ECE (expected calibration error): the mean of |observed rate \u2212 mean score| over the bins, weighted by their examples, in percentage points; lower is better")}
            ${s("mce","MCE",`pp [${r}]`,"MCE (maximum calibration error): the largest |observed rate \u2212 mean score| of a bin, in percentage points")}
            ${s("brier","Brier",`[${r}]`,"Brier score: the mean squared difference between the score and the 0/1 label, from 0 (perfect) to 1")}
            ${s("gap","ECE \u2212 baseline",`pp [${r} jointly]`,`ECE \u2212 baseline: the group's ECE minus ${t.baseline}'s, in percentage points; the interval holds for both groups together at ${r}`)}
            ${s("verdict","verdict","",`against ${t.baseline}: worse or better when the whole interval of the difference is on one side of 0`,"text")}
          </tr>
        </thead>
        <tbody>
          ${this.rows.map(o=>this.renderRow(t,o,i))}
        </tbody>
      </table>
    </div>`}renderDiagram(t){let r=this.rel,i=this.diagram,s=r?.left??[];return h`<div class="diagram" data-lines=${r?.series.length??0}>
      ${i?h`<div class="legend" aria-label="Groups">
              ${i.swatches.map(o=>h`<span class="item" data-group=${o.group} title=${o.group}
                    ><span class="swatch" style="background: ${o.color}"></span>${o.group}</span
                  >`)}
              <span class="item ideal"><span class="swatch diagonal"></span>perfectly calibrated</span>
            </div>
            ${i.svg}`:h`<div class="muted note">No group has a measured calibration to draw.</div>`}
      <div class="note muted">
        Dots: each bin's examples, by area; bars: Wilson's ${fl(t.level)}% interval of the observed rate. Dashed: perfectly
        calibrated (observed rate = score); above it a group's scores are too low, below it too high.
      </div>
      ${s.length?h`<div class="note muted" data-role="left-out">
              Not drawn: ${s.map((o,a)=>h`${a?"; ":""}<span data-group=${o.group}>${o.group}</span> (${o.reason})`)}.
            </div>`:y}
    </div>`}renderBody(t){return h`<div class="content ${this.shell.loading?"stale":""}" data-bins=${t.bins} data-baseline=${t.baseline}>
      <div class="headline" data-role="calibration-summary">${t3(t,this.rows)}</div>
      <div class="about muted">
        Label <b>${t.label}</b> · ${C(t.bins)} score bins of equal width · groups with fewer than ${C(t.min_count)} examples, or
        without both outcomes, are not measured.
      </div>
      <div class="layout">${this.renderDiagram(t)}<div class="side">${this.renderTable(t)}</div></div>
    </div>`}renderHint(t){return h`<div class="hint" data-role="no-calibration">
      This report has no calibration: it needs scores that are probabilities in [0, 1], in a report written by tb-fairness 0.2 or
      later.
      <div class="why">${t}</div>
    </div>`}render(){let t=this.data;return h`<h3 class="title">Calibration</h3>
      ${t!==null&&!t.available?this.renderHint(t.reason):this.renderControls()}
      ${this.shell.renderError("Could not load the calibration",[{label:"Reset the bins",name:"cal-reset",run:()=>this.reset()}])}
      ${t===null?this.shell.loading?h`<div class="loading">Loading the calibration…</div>`:y:t.available?this.renderBody(t):y}`}};Tc.properties={api:{attribute:!1},run:{attribute:!1},tag:{attribute:!1},step:{attribute:!1},label:{attribute:!1},grouping:{attribute:!1},baseline:{attribute:!1},minCount:{attribute:!1},level:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1},selection:{state:!0},data:{state:!0}},Tc.styles=[...Ad,z`
      .headline {
        font-size: 13px;
        margin: 4px 0 2px;
        max-width: 1100px;
        overflow-wrap: anywhere;
      }
      .headline b {
        font-weight: 500;
      }
      .about {
        font-size: 12px;
        margin-bottom: 8px;
        max-width: 1100px;
      }
      .layout {
        display: flex;
        flex-wrap: wrap;
        gap: 12px 24px;
        align-items: flex-start;
      }
      .diagram {
        flex: none;
      }
      .diagram svg {
        display: block;
        max-width: 100%;
        height: auto;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        font-size: 12px;
        margin: 0 0 4px;
        max-width: ${jh+Wn.left+Wn.right}px;
      }
      .legend .item {
        display: inline-flex;
        align-items: center;
        gap: 4px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .legend .swatch {
        width: 14px;
        height: 3px;
        border-radius: 1px;
        flex: none;
      }
      .legend .swatch.diagonal {
        height: 0;
        border-top: 2px dashed var(--chart-ink);
        opacity: 0.6;
        border-radius: 0;
      }
      .legend .item.ideal {
        color: var(--muted);
      }
      .note {
        font-size: 11px;
        max-width: ${jh+Wn.left+Wn.right}px;
      }
      .table-box {
        width: fit-content;
        max-width: 100%;
        box-sizing: border-box;
        overflow: auto;
        max-height: 420px;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: var(--bg);
      }
      /* Beside the chart when the whole table fits there, else under it (scrolling sideways in its box when narrower still). */
      .side {
        flex: 0 1 auto;
        min-width: 0;
        max-width: 100%;
      }
      table {
        width: auto;
      }
      th,
      td {
        text-align: right;
      }
      thead th {
        vertical-align: bottom;
      }
      th .sub {
        display: block;
        font-size: 11px;
        font-weight: 400;
        color: var(--muted);
      }
      .text {
        text-align: left;
      }
      td.gname {
        max-width: 260px;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      td .interval {
        color: var(--muted);
        font-size: 11px;
        margin-left: 4px;
      }
      td.reason {
        text-align: left;
        white-space: normal;
      }
      tr.worst td[data-col='ece'] .v {
        font-weight: 600;
      }
      .badge {
        display: inline-block;
        padding: 0 7px;
        border-radius: 9px;
        border: 1px solid currentColor;
        font-size: 11px;
        line-height: 17px;
        white-space: nowrap;
      }
      .badge.bad {
        color: var(--bad);
      }
      .badge.good {
        color: var(--good);
      }
      .badge.muted {
        color: var(--muted);
        border-color: var(--border);
      }
      .hint {
        padding: 8px 12px;
        border: 1px solid var(--warn-border);
        background: var(--warn-bg);
        border-radius: 2px;
        max-width: 760px;
      }
      .hint .why {
        margin-top: 4px;
        font-size: 12px;
        color: var(--muted);
        overflow-wrap: anywhere;
      }
      code {
        background: var(--code-bg);
        padding: 0 3px;
        border-radius: 2px;
        font-size: 12px;
      }
    `];customElements.define("fairness-calibration-panel",Tc);var u3="binary_classification",o3="metrics",a3="cells",JB={defaults:E0,fromParams:DM,toParams:MM},ZB="two-proportion z-test of the group against the other groups pooled",qh=class extends Bi{constructor(t){super(JB,t);this.slicesParams=[];this.calibrationParams=[]}fetch(t){return this.api.view(u3,"",LM(this.report,this.selection),HM,t)}loaded(t){super.loaded(t);let r=this.selection,i={};r.threshold!==null&&r.threshold!==t.threshold&&(i.threshold=t.threshold),r.baseline!==null&&r.baseline!==t.baseline&&(i.baseline=null),Object.keys(i).length&&this.change(i,!1)}get rowNoun(){return"metric"}rowKeys(t){return t.metrics.map(r=>r.name)}rowOptions(t){return Ih(t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:o3},{button:"download-cells",label:"Download curves CSV",table:a3}]}csvTables(t){let r=Ih(t),i=[t.run,t.tag,`step${t.step}`,"binary",t.label];return[{button:"download",label:"Download CSV",table:o3,options:r,rows:t.metrics.length*t.groups.length,file:[...i,`t${t.threshold}`]},{button:"download-cells",label:"Download curves CSV",table:a3,options:Ih(t,!1),rows:t.groups.length*t.thresholds.length,file:[...i,t.metric]}]}setThreshold(t){t!==null&&t!==this.data?.threshold&&this.change({threshold:t},!0)}renderPickers(t){let r=this.selection,i=t?.metrics.map(u=>u.name)??pr(this.declaration,"metric"),s=t?.groupings??[],o=t?on(t.grouping):r.grouping,a=(u,c,p,d,f)=>h`<label class="field" title=${se(this.declaration,u)}>
        <span class="name">${le(this.declaration,u,c)}</span>
        <select name=${u} ?disabled=${d.length===0} @change=${m=>f(m.target.value)}>
          ${d.map(([m,g])=>h`<option value=${m} ?selected=${m===p}>${g}</option>`)}
        </select>
      </label>`,l=u=>t?.metrics.find(c=>c.name===u)?.title??u;return h`${a("metric","Metric",t?.metric??r.metric,i.map(u=>[u,l(u)]),u=>this.change({metric:u},!0))}
    ${a("grouping","Grouping",o,s.map(u=>[on(u),Qa(u)]),u=>this.change({grouping:u,baseline:null},!0))}
    ${a("baseline","Baseline group",t?.baseline??r.baseline,(t?.groups??[]).map(u=>[u,u]),u=>this.change({baseline:u},!0))}
    ${t&&t.labels.length>1?a("label","Label",t.label,t.labels.map(u=>[u,u]),u=>this.change({label:u},!0)):y}
    <label class="field" title=${se(this.declaration,"threshold","typed values snap to the report\u2019s nearest threshold")}>
      <span class="name">${le(this.declaration,"threshold","Threshold")}</span>
      <input
        type="number"
        name="threshold"
        step="0.01"
        inputmode="decimal"
        ?disabled=${!t}
        .value=${String(t?.threshold??r.threshold??"")}
        @change=${u=>t&&this.setThreshold(zh(t.thresholds,Number(u.target.value)))}
      />
    </label>
    ${this.renderFdr()}`}renderBody(t){let r=NM(t),i=t.metrics.find(d=>d.name===t.metric)?.title??t.metric,s=t.group_sizes.reduce((d,f)=>d+f,0),o=r.flatMap(d=>d.cells.map(f=>f.p)),a=r.flatMap(d=>d.cells.map(f=>f.significant)),l=Ui(r.reduce((d,f)=>d+f.cells.filter(m=>m.power.underpowered).length,0),o.filter(d=>d!==null).length,cn(t)),u=h`${pn("legend",dl(t.fdr,a,o,"cell","each cell tests its group against the other groups pooled at this threshold"))}${l?h`<p class="low-power-note" data-role="low-power">${l}</p>`:y}`,c=BM(t),p=h`<fairness-threshold-chart
        .heading=${`${i} versus threshold`}
        .points=${IM(t,t.metric)}
        .groups=${t.groups}
        .thresholds=${t.thresholds}
        .threshold=${t.threshold}
        .yLabel=${t.metric}
        @threshold-change=${d=>this.setThreshold(d.detail)}
      ></fairness-threshold-chart>
      <fairness-ratio-chart
        .heading=${`${i}: ratio to ${t.baseline} at ${t.threshold}`}
        .points=${zM(t,t.metric)}
        .fourFifths=${t.four_fifths}
        .baseline=${t.baseline}
      ></fairness-ratio-chart>
      <fairness-roc-chart .curve=${c.curve} .at=${c.at} .groups=${t.groups} .threshold=${t.threshold}></fairness-roc-chart>`;return h`<div class="summary" data-threshold=${t.threshold} data-metric=${t.metric}>
        <span><b>${C(s)}</b> ${It(s,"example")} in <b>${C(t.groups.length)}</b>
          ${It(t.groups.length,"group")} of <b>${Qa(t.grouping)}</b> · label <b>${t.label}</b> · step ${t.step} ·
          threshold <b class="threshold">${t.threshold}</b> · ${Math.round(t.level*100)}% intervals</span>
        <span>${l3("Demographic parity difference","dp",t.demographic_parity_difference)} ·
          ${l3("Equalized odds difference","eo",t.equalized_odds_difference)}</span>
        <span class="muted">positive: score ≥ threshold; cells with a denominator under ${t.min_count} are insufficient · click a metric
          for its spread in every run and over the steps</span>
      </div>
      ${Ss(h`${ei(h`Every metric per group at threshold ${t.threshold}`,ti("binary","Metric per group",h`${Je("metric","metric","the rate, a share of the confusion counts (its denominator is n)","text")}
            ${t.groups.map((d,f)=>h`<th data-group=${d} title=${`${d}: ${C(t.group_sizes[f])} examples, ${C(t.positives[f])} positive`}>
                  ${d}${d===t.baseline?h` <span class="n">(baseline)</span>`:y}
                </th>`)}`,r.map(d=>h`<tr data-metric=${d.metric} class=${d.metric===t.metric?"selected":""}>
                <td class="text" data-col="metric" title=${d.title}>${this.rowButton(d.metric,d.title,d.title)}</td>
                ${d.cells.map((f,m)=>this.cell(t,d.metric,m,f))}
              </tr>`)),u)}
        ${this.renderBaselineTable(t)}`,p,this.renderDrill(t))}
      ${this.renderCalibration(t)} ${this.renderSlices(t)}`}panelParams(t){return r=>{r.stopPropagation(),t==="slices"?this.slicesParams=r.detail:this.calibrationParams=r.detail,this.setMoreParams([...this.calibrationParams,...this.slicesParams])}}renderCalibration(t){return UM(this.declaration)?h`<fairness-calibration-panel
      .api=${this.api}
      .run=${t.run}
      .tag=${t.tag}
      .step=${t.step}
      .label=${t.label}
      .grouping=${on(t.grouping)}
      .baseline=${t.baseline}
      .minCount=${t.min_count}
      .level=${t.level}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      @view-params=${this.panelParams("calibration")}
    ></fairness-calibration-panel>`:y}renderSlices(t){return xs(this.declaration)?h`<fairness-slices-panel
      .api=${this.api}
      .run=${t.run}
      .tag=${t.tag}
      .step=${t.step}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      .fdr=${t.fdr}
      .context=${{label:t.label,threshold:t.threshold}}
      @view-params=${this.panelParams("slices")}
    ></fairness-slices-panel>`:y}willUpdate(t){this.hasUpdated||(this.slicesParams=$s(Zr(this.params,this.declaration),this.declaration),this.calibrationParams=Kh(Vh(this.params,this.declaration),this.declaration),this.moreParams=[...this.calibrationParams,...this.slicesParams]),super.willUpdate(t)}cell(t,r,i,s){let o=t.groups[i];if(s.state!==null)return h`<td
        class="state"
        data-group=${o}
        data-key=${r}
        data-state=${s.state}
        data-n=${s.n}
        title=${t.reasons[s.state]??s.state}
      >
        ${Bh(s,t.min_count)}
      </td>`;let a=cl(s.p,s.significant,ZB,"the group or the rest is insufficient, or nothing varies"),l=cn(t);l&&s.power.underpowered&&(a.lowPower=hr(s.power,l));let u={cell:a,q:t.fdr};return ul({group:o,key:r},s.value,s.lower,s.upper,s.n,"undefined",u)}renderBaselineTable(t){let r=t.at_threshold[t.metric],i=t.metrics.find(s=>s.name===t.metric)?.title??t.metric;return ei(h`${i} against <span class="baseline">${t.baseline}</span> at ${t.threshold}`,ti("baseline","Against the baseline",h`${Je("group","group","the group compared with the baseline","text")}
        ${Je("difference [interval]","difference","the group's rate minus the baseline's, in percentage points (Newcombe interval)")}
        ${Je("ratio [interval]","ratio","the group's rate over the baseline's (Katz log interval); under 0.8 fails the four-fifths rule")}`,t.groups.map((s,o)=>h`<tr data-group=${s}>
            <td class="text gname" title=${s}>${s}</td>
            ${r.difference_state[o]!==null||r.difference[o]===null?h`<td class="state" data-col="difference">${Bh({state:r.difference_state[o]??"undefined",n:r.n[o]},t.min_count)}</td>`:h`<td data-col="difference" data-value=${String(r.difference[o])}>
                  ${Ni(r.difference[o],r.difference_lower[o],r.difference_upper[o])}
                </td>`}
            ${r.ratio_state[o]!==null||r.ratio[o]===null?h`<td class="state" data-col="ratio" title=${t.reasons[r.ratio_state[o]??"undefined"]??""}>
                  ${Bh({state:r.ratio_state[o]??"undefined",n:r.n[o]},t.min_count)}
                </td>`:h`<td data-col="ratio" data-value=${String(r.ratio[o])} class=${r.ratio[o]<t.four_fifths?"flagged":""}>
                  ${QB(r.ratio[o],r.ratio_lower[o],r.ratio_upper[o])}
                  ${r.ratio[o]<t.four_fifths?xc(null):y}
                </td>`}
          </tr>`)))}};qh.styles=[...Qr.styles,z`
      tr.selected td[data-col='metric'] {
        font-weight: 500;
        box-shadow: inset 3px 0 0 var(--accent);
      }
      td.flagged {
        color: var(--error);
      }
    `];customElements.define("fairness-binary-view",qh);function QB(e,n,t){return e.toFixed(3)+(n!==null&&t!==null?` [${n.toFixed(2)}, ${t.toFixed(2)}]`:"")}function l3(e,n,t){return h`<span data-headline=${n}
    >${e}
    <b>${t.value===null?"undefined (fewer than two sufficient groups)":Ni(t.value,t.lower,t.upper).replace(/^\+/,"")}</b></span
  >`}var c3={kind:u3,title:"binary classifier",render:(e,n)=>h`<fairness-binary-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-binary-view
    >`,hint:()=>h`No binary classifier reports: log one with <code>w.binary_classification(…)</code>, each example's score, its 0/1
      label and its attributes (gender, age, …).`,example:`# A scored binary classifier: every rate per group at every threshold.
w.binary_classification("binary/val", 0, scores=[0.9, 0.2, 0.7], labels=[1, 0, 0],
                        attributes={"gender": ["f", "m", "m"]})`};var Rc=[QE,wP,qP,YP,oM,bM,PM,c3];var z0="insufficient",Cc="significant",d3="p_value",eF=new Set(["percent","points","count","p"]);function I0(e){return typeof e=="number"&&Number.isFinite(e)}function tF(e,n,t){let r=n.filter(i=>i!=null);return r.length>0&&r.every(i=>typeof i=="boolean")?"flag":r.some(i=>typeof i=="string")?"text":t!==void 0&&eF.has(t)?t:e==="p_value"?"p":t===void 0&&r.length>0&&r.every(i=>Number.isInteger(i))?"count":"number"}function p3(e,n){let t=e?.tables.find(s=>s.name===n)??e?.tables[0],r=e?.bias.format??"value",i={};for(let[s,o]of Object.entries(t?.formats??{}))i[s]=o==="bias"?r==="bias"?"value":r:o;return i}function f3(e,n){let t=e.columns,r=a=>e.rows.map(l=>l[a]),i=new Map;t.forEach((a,l)=>{a==="lower"&&t[l+1]==="upper"&&l>0&&i.set(t[l-1],["lower","upper"]);let u=/^(.+)_lower$/.exec(a);u&&t.includes(u[1])&&t.includes(`${u[1]}_upper`)&&i.set(u[1],[a,`${u[1]}_upper`])});let s=new Set([...i.values()].flat()),o=[];for(let a of t){if(s.has(a))continue;let l=tF(a,r(a),n[a]);o.push({key:a,head:a.replace(/_/g," "),kind:l,reads:[a]});let u=i.get(a);u&&l!=="text"&&l!=="flag"&&o.push({key:`${a}:interval`,head:`${a.replace(/_/g," ")} interval`,kind:"interval",reads:u,of:l})}return o}function nF(e,n){return e==="count"?C(n):e==="p"?Ge(n):e==="percent"?`${me(n)}%`:e==="points"?`${me(n)} pp`:ye(n)}function h3(e,n){if(e.kind==="interval"){let[r,i]=e.reads.map(a=>n[a]);if(!I0(r)||!I0(i))return{text:"",title:"no interval"};let s=e.of??"number";return{text:s==="percent"?`[${me(r)}%, ${me(i)}%]`:s==="points"?`[${me(r)}, ${me(i)}] pp`:`[${ye(r)}, ${ye(i)}]`,title:`[${r}, ${i}]`}}let t=n[e.reads[0]];return t==null?{text:e.kind==="text"?"":"undefined",title:"undefined"}:typeof t=="boolean"?{text:t?"\u2713":"",title:t?"yes":"no"}:typeof t=="string"?{text:t,title:t}:typeof t!="number"?{text:String(t),title:String(t)}:Number.isFinite(t)?e.kind==="text"||e.kind==="flag"?{text:String(t),title:String(t)}:{text:nF(e.kind,t),title:String(t)}:{text:"undefined",title:"undefined"}}function rF(e,n){let t=n[e.reads[0]];return typeof t=="boolean"?t?1:0:typeof t=="string"||I0(t)?t:null}function m3(e,n,t){let r=e.map((o,a)=>a);if(!n)return r;let i=e.map(o=>rF(n,o)),s=t==="asc"?1:-1;return r.sort((o,a)=>{let l=i[o],u=i[a];if(l===null||u===null)return l===null&&u===null?o-a:l===null?1:-1;let c=typeof l=="string"||typeof u=="string"?String(l).localeCompare(String(u)):l-u;return c!==0?s*c:o-a})}function B0(e){return e.kind==="text"||e.kind==="p"?"asc":"desc"}function g3(e,n){let t=n?.bias.value,r=e.find(i=>i.key===t)??e[0];return r?{key:r.key,dir:B0(r)}:{key:"",dir:"desc"}}function b3(e){let n=[];for(let[t,r]of Object.entries(e))t==="columns"||t==="rows"||t==="run"||t==="tag"||t==="step"||(typeof r=="number"?n.push(`${t} ${Number.isInteger(r)?C(r):ye(r)}`):typeof r=="string"||typeof r=="boolean"?n.push(`${t} ${String(r)}`):Array.isArray(r)&&r.every(i=>typeof i=="string"||typeof i=="number")&&n.push(`${t} ${r.join(", ")}`));return n.join(" \xB7 ")}function v3(e){let n=0,t=0;for(let i of e.rows)i[z0]===!0&&n++,i[Cc]===!0&&t++;let r=e.columns.includes(d3)?Vi(e.rows.map(i=>i[d3])):null;return{insufficient:n,significant:t,tested:r}}var F0=2e3,y3="table",w3="sort",x3="dir";function H0(e){return(e?.options??[]).filter(n=>n.name!=="table"&&(n.used_by??["view"]).includes("view"))}var Ac=class extends V{constructor(t){super();this.request=new ie;this.shell=new Ne(this,[this.request]);this.downloads=new $n(this,()=>this.api,()=>this.declaration);this.rows=new al(this,()=>this.emitSelection());this.api=t??new Jt,this.info=null,this.declaration=null,this.params=[],this.data=null,this.table=null,this.sort="",this.dir="desc",this.optionText={}}options(){let t={};for(let r of H0(this.declaration)){let i=(this.optionText[r.name]??"").trim();i!==""&&(t[r.name]=i)}return t}emitSelection(){let t=[];ee(t,y3,this.table),ee(t,w3,this.sort||null),ee(t,x3,this.sort?this.dir:null);for(let[r,i]of Object.entries(this.options()))ee(t,r,String(i));Le(this,[...t,...this.rows.params()])}readParams(){let t=Pe(this.params),r=this.declaration?.tables.map(o=>o.name)??[],i=t.get(y3);this.table=i!==void 0&&r.includes(i)?i:null,this.sort=t.get(w3)??"",this.dir=t.get(x3)==="asc"?"asc":"desc";let s={};for(let o of H0(this.declaration)){let a=t.get(o.name);a!==void 0&&(s[o.name]=a)}this.optionText=s,this.rows.read(this.params)}async load(){let{run:t,tag:r,step:i}=this.report,s={run:t,tag:r,step:i,table:this.table,options:this.options()},o=await this.shell.run(this.request,l=>this.api.tableJson(s,l),()=>this.data=null);if(o===re)return;this.data=o;let a=this.declaration?.bias.key;this.rows.keepIn(a?o.rows.map(l=>String(l[a]??"")):[]),this.shell.ready()}willUpdate(t){this.hasUpdated?(t.has("report")&&vr(t.get("report"),this.report)||t.has("info")&&yr(t.get("info"),this.info,this.report))&&this.load():(this.readParams(),this.emitSelection(),this.load())}onTable(t){this.table=t===this.declaration?.tables[0]?.name?null:t,this.sort="",this.rows.close(!1),this.emitSelection(),this.load()}onOption(t,r){this.optionText={...this.optionText,[t]:r},this.emitSelection(),this.load()}onSort(t,r){this.dir=xr(t.key,r.key,r.dir,()=>B0(t)),this.sort=t.key,this.emitSelection()}reset(){this.table=null,this.sort="",this.optionText={},this.rows.close(!1),this.emitSelection(),this.report.step!==null?xn(this,{step:null}):this.load()}download(t){let{run:r,tag:i}=this.report,s=typeof t.step=="number"?t.step:this.report.step,o=this.table??this.declaration?.tables[0]?.name??null,a={run:r,tag:i,step:s,table:o,options:this.options()};this.downloads.download("download",a,Et(["fairness",r,i,`step${s}`,o??"table"]))}renderOption(t){let r=this.optionText[t.name]??"",i=le(this.declaration,t.name),s=se(this.declaration,t.name);return t.choices?h`<label class="field">
        <span class="name" title=${s}>${i}</span>
        <select name=${"option-"+t.name} title=${s} @change=${o=>this.onOption(t.name,o.target.value)}>
          <option value="" .selected=${r===""}>default (${String(t.default??"")})</option>
          ${Ms(t,this.table??this.declaration?.tables[0]?.name??null).map(o=>h`<option .value=${o} .selected=${o===r}>${o}</option>`)}
        </select>
      </label>`:h`<label class="field">
      <span class="name" title=${s}>${i}</span>
      <input
        name=${"option-"+t.name}
        type=${t.type==="str"?"text":"number"}
        step=${t.type==="int"?"1":"any"}
        placeholder=${t.default===null||t.default===void 0?"from the report":String(t.default)}
        title=${s}
        .value=${r}
        @change=${o=>this.onOption(t.name,o.target.value)}
      />
    </label>`}renderPickers(){let t=this.declaration?.tables??[],r=this.table??t[0]?.name??"";return h`${t.length>1?h`<label class="field">
          <span class="name">Table</span>
          <select name="table" @change=${i=>this.onTable(i.target.value)}>
            ${t.map(i=>h`<option .value=${i.name} .selected=${i.name===r}>${i.title}</option>`)}
          </select>
        </label>`:y}
    ${H0(this.declaration).map(i=>this.renderOption(i))}`}renderHead(t,r){let i=t.key===r.key,s=t.kind==="text";return h`<th class=${s?"text":""} data-col=${t.key} aria-sort=${$r(i,r.dir)}>
      <button class="sort" title=${`${t.head}. Click to sort.`} @click=${()=>this.onSort(t,r)}>
        ${t.head} <span class="arrow">${i?_r(!0,r.dir):""}</span>
      </button>
    </th>`}renderCell(t,r,i,s){if(t.key===Cc&&t.kind==="flag")return h`<td data-col=${t.key}>${r[Cc]===!0?_n(s):y}</td>`;let{text:o,title:a}=h3(t,r),l=[t.kind==="text"?"text":"",o==="undefined"?"undefined":""].join(" ").trim(),u=t.key===i&&typeof r[t.key]=="string"?this.rows.button(String(r[t.key]),o,i??"row"):o;return h`<td class=${l} data-col=${t.key} title=${a}>${u}</td>`}renderTable(t){let r=p3(this.declaration,this.table),i=f3(t,r),s=g3(i,this.declaration),o=i.some(v=>v.key===this.sort)?{key:this.sort,dir:this.dir}:s,a=m3(t.rows,i.find(v=>v.key===o.key),o.dir),l=a.slice(0,F0),{insufficient:u,significant:c,tested:p}=v3(t),d=this.declaration?.bias.key,f=typeof t.fdr=="number"?t.fdr:null,m=rt(f),g=this.declaration?.tables.find(v=>v.name===(this.table??this.declaration?.tables[0]?.name))?.title??"Table";return h`<div class="summary">
        <span class="count" data-rows=${t.rows.length}>
          ${t.rows.length.toLocaleString("en-US")} rows${a.length>F0?h`, the first ${F0.toLocaleString("en-US")} shown (the CSV has them all)`:y}
        </span>
        ${u?h`<span class="note" data-insufficient=${u}> · ${u} too small to trust (muted)</span>`:y}
        <span class="note"> · ${b3(t)}</span>
      </div>
      ${i.some(v=>v.key===Cc)?pn("legend",{q:f,significant:c,tested:p,unit:"row"}):y}
      <h3>${g}</h3>
      <div class="table-box">
        <table aria-label=${g}>
          <thead>
            <tr>
              ${i.map(v=>this.renderHead(v,o))}
            </tr>
          </thead>
          <tbody>
            ${l.map(v=>{let b=t.rows[v];return h`<tr class=${b[z0]===!0?"insufficient":""}>
                ${i.map(w=>this.renderCell(w,b,d,m))}
              </tr>`})}
          </tbody>
        </table>
      </div>
      ${this.rows.key!==null&&typeof t.step=="number"?this.rows.render({api:this.api,tag:this.report.tag,run:this.report.run,step:t.step,options:this.options(),noun:d??"row",declaration:this.declaration}):y}`}render(){let t=this.data,r=this.info?.description??"",i=this.table??this.declaration?.tables[0]?.name??null;return h`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers()}
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",t!==null&&this.downloads.pending===null,()=>t&&this.download(t),wn(this.declaration,i,t?t.rows.length:null))}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(t,s=>h`<div class="body ${this.shell.loading?"stale":""}">
            ${r?h`<div class="summary"><span class="description">${r}</span></div>`:y}
            ${this.renderTable(s)}
          </div>`,"Loading the report\u2026")}`}};Ac.properties={...gr,data:{state:!0},table:{state:!0},sort:{state:!0},dir:{state:!0},optionText:{state:!0}},Ac.styles=[U,je,ze,br,Gi,ot,Xo,Ph,z`
      .table-box {
        overflow: auto;
        max-height: 70vh;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: var(--bg);
      }
      th,
      td {
        text-align: right;
        white-space: nowrap;
      }
      th.text,
      td.text {
        text-align: left;
      }
      td.text {
        max-width: 320px;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      th button.sort {
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        cursor: pointer;
      }
      tr.insufficient td {
        color: var(--muted);
      }
      .sig {
        color: var(--accent);
      }
      td.undefined {
        color: var(--muted);
        font-style: italic;
      }
      .note {
        color: var(--muted);
        font-size: 12px;
      }
      input.invalid {
        border-color: var(--error, #c5221f);
      }
    `];customElements.define("fairness-table-view",Ac);function $3(e){return{kind:e.name,title:e.title,render:(n,t)=>h`<fairness-table-view .report=${n.report} .info=${n.info} .declaration=${n.declaration} .params=${n.params}
        >${t}</fairness-table-view
      >`,hint:()=>h`A ${e.title} report (kind <code>${e.name}</code>, added by an installed package): its writer <code>FileWriter.${e.name}</code>.`,example:`# w.${e.name}("tag", step, ...)  # a kind another package adds`}}var ks="hparam/",V0="bias",ni={step:"step",sort:"sort",dir:"dir",search:"q",pick:"pick"};function iF(e){return ke+Gr+e}function K0(){return{step:null,sort:V0,dir:null,search:"",picks:[],own:{}}}function sF(e){return e===void 0?!1:["run","step","bias","performance","pareto"].includes(e)||e.startsWith(ks)&&e.length>ks.length}function Uh(e,n){let t=[],r=(i,s)=>ee(t,Gr+i,s);r(ni.step,e.step),e.sort!==V0&&r(ni.sort,e.sort),r(ni.dir,e.dir),r(ni.search,e.search);for(let i of e.picks)r(ni.pick,i);return[...t,...Xr(e.own,Gr,n)]}function S3(e,n){let t=[...e],r=Pe(t),i=u=>r.get(Gr+u),s=K0();s.step=Lo(i(ni.step));let o=i(ni.sort);sF(o)&&(s.sort=o);let a=i(ni.dir);(a==="asc"||a==="desc")&&(s.dir=a),s.search=i(ni.search)??"";let l=iF(ni.pick);for(let[u,c]of t)u===l&&c!==""&&!s.picks.includes(c)&&s.picks.length<2&&s.picks.push(c);return s.own=Yr(t,Gr,n),s}function k3(e,n,t=null){return ys(t,"runs",Kn(e,n.own))}function j0(e,n){return e.filter(t=>n.includes(t))}function T3(e,n,t){let r=e.filter(i=>i!==n);return t?[...r,n].slice(-2):r}function R3(e,n){let t=new Set;for(let r of e)Se(r)&&Number.isInteger(r)&&r>=0&&t.add(r);return n!==null&&t.add(n),[...t].sort((r,i)=>i-r)}function Ec(e,n){let t=e.columns[n];return Array.isArray(t)?t.map(r=>Se(r)?r:null):new Array(e.rows).fill(null)}function hl(e,n){return{value:Ec(e,n.name),lower:Ec(e,`${n.name}_lower`),upper:Ec(e,`${n.name}_upper`)}}function C3(e,n){return n==="bias"?e.bias:e.performance}function oF(e,n){switch(n){case"run":return e.columns.run;case"step":return Ec(e,"step");case"pareto":return e.columns.pareto.map(t=>t===!0);case"bias":case"performance":{let t=C3(e,n);return t?Ec(e,t.name):new Array(e.rows).fill(null)}default:{let t=e.columns[n];return Array.isArray(t)?t.map(r=>typeof r=="number"&&!Number.isFinite(r)?null:r):new Array(e.rows).fill(null)}}}function aF(e,n){return n==="performance"||n==="pareto"?e.performance!==null:n.startsWith(ks)?e.hparams.includes(n.slice(ks.length)):!0}function q0(e,n){return n==="step"||n==="pareto"||(n==="bias"||n==="performance")&&(e?C3(e,n):null)?.better==="higher"?"desc":"asc"}function A3(e,n){let t=e===null||aF(e,n.sort)?n.sort:V0;return{key:t,dir:t===n.sort&&n.dir!==null?n.dir:q0(e,t)}}function _3(e){return typeof e=="number"?Number.isFinite(e)?0:3:typeof e=="boolean"?1:typeof e=="string"?2:3}var U0=new Intl.Collator("en",{numeric:!0,sensitivity:"base"});function lF(e,n){return typeof e=="number"&&typeof n=="number"?e-n:typeof e=="boolean"&&typeof n=="boolean"?Number(e)-Number(n):U0.compare(String(e),String(n))}function E3(e,n,t){let r=oF(e,n),i=e.columns.run,s=t==="asc"?1:-1,o=Array.from({length:e.rows},(a,l)=>l);return o.sort((a,l)=>{let u=r[a]??null,c=r[l]??null,p=_3(u),d=_3(c),f=p===3;if(f!==(d===3))return f?1:-1;if(!f){let g=p!==d?p-d:lF(u,c);if(g!==0)return s*g}return U0.compare(i[a],i[l])||a-l}),o}function P3(e,n,t){let r=fr(t);if(r.regex===null)return{rows:[...n],error:r.error};let i=r.regex;return{rows:n.filter(s=>i.test(e.columns.run[s])),error:null}}function gl(e){return e.format==="points"?"pp":e.format==="percent"?"%":""}function ml(e,n){if(!Se(n))return"\u2014";let t=gl(e);return t==="pp"?ji(n):t==="%"?De(n):Vn(e.format,n)}function Wh(e,n,t){return Rt(n,t,gl(e)===""?ye:me)}function Ro(e){return Se(e)?`${Number((e*100).toPrecision(3))}%`:""}function W0(e,n,t,r,i){if(!Se(n))return`${e.title}: undefined for this run (too little data, or no value). Sorted last.`;let s=a=>ml(e,a),o=Se(t)&&Se(r)?`, ${Ro(i)||"the"} interval [${s(t)}, ${s(r)}]`:", no interval";return`${e.title}: ${ml(e,n)}${o}`}function uF(e,n){return e!=="higher"&&e!=="lower"?"":n==="x"?e==="lower"?"\u2190 better":"better \u2192":e==="higher"?"\u2191 better":"\u2193 better"}function Gh(e,n){let t=gl(e);return[e.title+(t?` (${t})`:""),uF(e.better,n)].filter(Boolean).join(" ")}function G0(e){return Math.round(Math.max(170,Di(Y0(e),13)+34))}function Y0(e){let n=gl(e);return e.title+(n?` (${n})`:"")}function X0(e){return e==null?"\u2014":typeof e=="number"?Number.isFinite(e)?ye(e):"\u2014":String(e)}function M3(e,n){let t=Di(e,13)+30;for(let r of n)t=Math.max(t,Di(X0(r),13)+18);return Math.round(Math.min(180,Math.max(64,t)))}function D3(e,n){let t=e.performance;if(!t)return{points:[],undrawn:n.length};let r=hl(e,e.bias),i=hl(e,t),s=[];for(let o of n){let a=r.value[o],l=i.value[o];a===null||l===null||s.push({row:o,run:e.columns.run[o],x:a,xLower:r.lower[o],xUpper:r.upper[o],y:l,yLower:i.lower[o],yUpper:i.upper[o],pareto:e.columns.pareto[o]===!0})}return{points:s,undrawn:n.length-s.length}}function L3(e){return e.filter(n=>n.pareto).sort((n,t)=>n.x-t.x||n.y-t.y)}function N3(e,n){let t=hl(e,e.bias),r=e.bias.better==="higher"?-1:1,i=[];for(let s of n){let o=t.value[s];o!==null&&i.push({row:s,run:e.columns.run[s],x:o,xLower:t.lower[s],xUpper:t.upper[s]})}return i.sort((s,o)=>r*(s.x-o.x)||U0.compare(s.run,o.run)),{points:i,undrawn:n.length-i.length}}function Yh(e,n,t,r){let i=gl(r),s=[...e,...n,...t].some(u=>u!==null&&u<0),o=i==="%"?{clamp:[0,1]}:i==="pp"?{clamp:[s?-1:0,1]}:{},a=Wr(e,[],[],o),l=Wr(e,n,t,o);return a===null||l===null?l??a:l[1]-l[0]<=3*(a[1]-a[0])?l:a}function Xh(e,n,t){if(gl(e)==="")return s=>ye(s);let r=Math.abs(t-n)*100,i=r>=5?0:r>=.5?1:2;return s=>(s*100).toFixed(i).replace(/^-/,"\u2212")}function J0(e,n,t){let r=e.columns.step[n];return{run:e.columns.run[n],step:t.step===null||!Se(r)?null:r}}function O3(e,n,t,r,i){let s=p=>ke+Dt+p,o=new Set(["a_run","a_step","b_run","b_step","a_min","a_max","b_min","b_max"].map(s)),a=Ew(Dt,""),l=e.filter(([p,d])=>!o.has(p)&&!p.startsWith(a)&&!(p===s("also")&&(d===n.run||d===t.run))),u=[],c=(p,d)=>ee(u,Dt+p,d);return c("a_run",n.run),c("a_step",n.step),c("b_run",t.run),c("b_step",t.step),[...u,...l,...Xr(r,Dt,i)]}function I3(e,n){return Et(["fairness","runs",e,n===null?null:`step${n}`])}function z3(e,n){return Object.entries(Gu(n,"runs",e)).filter(([t,r])=>t!=="level"&&r!==null&&r!==void 0&&r!=="").map(([t,r])=>`${t}=${typeof r=="object"?JSON.stringify(r):String(r)}`).join(", ")}var cF=["key","value_a","value_b","bias_a","bias_b","change","verdict","rank_a","rank_b","movement"],un="also:",bl="change",vl="desc";function Jh(){return{a:null,b:null,also:[],sort:bl,dir:vl,search:"",verdict:null,brush:null,columns:"auto",drill:null}}function Z0(e){return e==="key"||e==="rank_a"||e==="rank_b"||e==="verdict"?"asc":"desc"}function Q0(e){return li.includes(e)}function dF(e){return cF.includes(e)||e.startsWith(un)&&e.length>un.length}var ex=["auto","all","essential"],B3=["ranks","values"],yl="interval",pF=180,fF=150;function hF(e,n){return Math.max(n,Math.ceil(e.length*7.4)+30)}function Zh(e,n=[]){let{value:t,bias:r,a:i,b:s,noun:o}=e,a=Ft(e.level),l=Ft(e.fdr),u=(c,p,d,f,m="",g=null)=>({key:c,name:p,sub:m,title:f,width:c==="key"?d:Math.min(pF,hF(p,d)),group:g});return[u("key",o,fF,`key: the ${o} of the row, as named in both reports.`),u("value_a",`${t} A`,84,`value_a: ${t} in report A (${i}), signed.`,i,"values"),u("value_b",`${t} B`,84,`value_b: ${t} in report B (${s}), signed.`,s,"values"),u("bias_a",`${r} A`,84,`bias_a: the size of the bias (${r}) in report A (${i}); lower is better.`,i),u("bias_b",`${r} B`,84,`bias_b: the size of the bias (${r}) in report B (${s}); lower is better.`,s),u("change","change",84,"change: bias_b \u2212 bias_a, positive when the bias grew from A to B.","B \u2212 A"),u(yl,"interval",168,`lower, upper: the interval of the change (MOVER, from the two sides' intervals): FCR-adjusted (Benjamini-Yekutieli) on the rows judged worsened or improved, where it excludes 0; the marginal ${a} one on the others.`,"FCR / marginal"),u("verdict","verdict",150,`verdict: worsened or improved when the change is significant (Benjamini-Hochberg at FDR ${l}; q-value at most ${l}), else no significant change, or undetermined without a bias on both sides.`,`FDR ${l}`),u("rank_a","rank A",72,`rank_a: the row's rank by ${r} in report A (1: the largest bias).`,"1 = largest","ranks"),u("rank_b","rank B",72,`rank_b: the row's rank by ${r} in report B (1: the largest bias).`,"1 = largest","ranks"),u("movement","movement",92,"movement: rank_a \u2212 rank_b, positive when the row rose (its bias ranks higher) in B.","rank A \u2212 B","ranks"),...n.map(c=>u(`${un}${c}`,c,96,`${r} in the latest report of run ${c} (an extra run: not in the CSV).`,`${r}, latest`))]}function Pc(e,n=new Set){return e.reduce((t,r)=>t+(r.group!==null&&n.has(r.group)?0:r.width),0)}function F3(e,n,t,r=!1){if(n==="all")return new Set;if(n==="essential")return new Set(B3);let i=new Set(r?["values"]:[]);if(t<=0)return i;for(let s of B3){if(Pc(e,i)<=t)break;i.add(s)}return i}var Ee={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",verdict:"verdict",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max",columns:"columns",drill:"drill"};function mF(e){return ke+Dt+e}function H3(e){let n=[],t=(r,i)=>ee(n,Dt+r,i);e.a&&(t(Ee.aRun,e.a.run),t(Ee.aStep,e.a.step)),e.b&&(t(Ee.bRun,e.b.run),t(Ee.bStep,e.b.step));for(let r of e.also)t(Ee.also,r);return(e.sort!==bl||e.dir!==vl)&&(t(Ee.sort,e.sort),t(Ee.dir,e.dir)),t(Ee.search,e.search),t(Ee.verdict,e.verdict),e.brush&&(t(Ee.aMin,e.brush.a[0]),t(Ee.aMax,e.brush.a[1]),t(Ee.bMin,e.brush.b[0]),t(Ee.bMax,e.brush.b[1])),e.columns!=="auto"&&t(Ee.columns,e.columns),t(Ee.drill,e.drill),n}function V3(e){let n=[...e],t=Pe(n),r=f=>t.get(Dt+f),i=f=>{let m=r(f);return m===void 0||m===""?null:m},s=Jh(),o=i(Ee.aRun);o!==null&&(s.a={run:o,step:Lo(r(Ee.aStep))});let a=i(Ee.bRun);a!==null&&(s.b={run:a,step:Lo(r(Ee.bStep))});let l=mF(Ee.also);for(let[f,m]of n)f===l&&m!==""&&!s.also.includes(m)&&s.also.push(m);let u=r(Ee.sort);if(u!==void 0&&dF(u)&&(!u.startsWith(un)||s.also.includes(u.slice(un.length)))){s.sort=u;let f=r(Ee.dir);s.dir=f==="asc"||f==="desc"?f:Z0(u)}s.search=r(Ee.search)??"";let c=r(Ee.verdict);Q0(c)&&(s.verdict=c);let p=[Ee.aMin,Ee.aMax,Ee.bMin,Ee.bMax].map(f=>he(r(f)));if(p.every(f=>f!==null)){let[f,m,g,v]=p;s.brush={a:[Math.min(f,m),Math.max(f,m)],b:[Math.min(g,v),Math.max(g,v)]}}let d=r(Ee.columns);return ex.includes(d)&&(s.columns=d),s.drill=i(Ee.drill),s}function K3(e){return e==="worsened"?"improved":e==="improved"?"worsened":e}function j3(e,n,t,r){return e!==null&&n.includes(e.run)?e:n.includes(t)?{run:t,step:r}:n.length?{run:n[0],step:null}:null}function q3(e,n){let t=n.filter(i=>i!==e.run);if(t.length===0)return null;let r=n.indexOf(e.run);return r<0?t[0]:n[(r+1)%n.length]}function U3(e,n){let t=n.map(i=>i.step).sort((i,s)=>i-s);if(t.length===0)return e.step;let r=e.step===null?t.length-1:t.indexOf(e.step);return r<=0?e.step:t[r-1]}function tx(e,n){return e.step===null||n.some(t=>t.step===e.step)?e:{...e,step:null}}function Qh(e,n,t,r){return n.filter(i=>e.includes(i)&&i!==t?.run&&i!==r?.run)}function W3(e,n){let t=new Map,r=n.columns;for(let i=0;i<r.key.length;i++)t.set(r.key[i],r.presence[i]==="a"?null:r.bias_b[i]);return e.map(i=>{let s=t.get(i);return Se(s)?s:null})}function G3(e){let n=(t,r)=>t.every((i,s)=>i===null||r[s]===null||i===r[s]);return n(e.value_a,e.bias_a)&&n(e.value_b,e.bias_b)}var gF={worsened:0,improved:1,no_significant_change:2,undetermined:3};function bF(e,n){if(n==="verdict")return e.columns.verdict.map(t=>gF[t]??null);if(n.startsWith(un)){let t=n.slice(un.length);return e.extras.find(r=>r.run===t)?.values??null}return e.columns[n]}function Y3(e,n,t){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=t==="asc"?1:-1;if(n==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=bF(e,n);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=Se(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],p=Number.isNaN(u),d=Number.isNaN(c);return p||d?p&&d?a-l:p?1:-1:u<c?-i:u>c?i:a-l}),r}function X3(e,n){return e.presence[n]==="both"&&Se(e.bias_a[n])&&Se(e.bias_b[n])}function J3(e,n,t){if(!X3(e,n))return!1;let r=e.bias_a[n],i=e.bias_b[n];return r>=t.a[0]&&r<=t.a[1]&&i>=t.b[0]&&i<=t.b[1]}function Z3(e,n,t){let{search:r,brush:i}=t,s=t.verdict??null;if(r===null&&i===null&&s===null)return n;let o=e.columns,a=new Int32Array(n.length),l=0;for(let u=0;u<n.length;u++){let c=n[u];s!==null&&o.verdict[c]!==s||i!==null&&!J3(o,c,i)||r!==null&&(r.lastIndex=0,!r.test(o.key[c]))||(a[l++]=c)}return a.slice(0,l)}function Q3(e,n){let t=0;for(let r=0;r<e.rows;r++)J3(e.columns,r,n)&&t++;return t}function e6(e){let n=e.key.length,t=new Float64Array(n),r=new Float64Array(n),i=new Int32Array(n),s=[],o=0,a=0,l=0;for(let u=0;u<n;u++)X3(e,u)?(t[o]=e.bias_a[u],r[o]=e.bias_b[u],s.push(e.verdict[u]),i[o++]=u):e.presence[u]!=="both"?a++:l++;return{x:t.slice(0,o),y:r.slice(0,o),verdict:s,index:i.slice(0,o),oneSided:a,undefinedValue:l}}function t6(e,n=5){let t=[],r=[];for(let i=0;i<e.key.length;i++){let s=e.verdict[i],o=e.change[i];if(s!=="worsened"&&s!=="improved"||!Se(o))continue;let a={row:i,key:e.key[i],biasA:e.bias_a[i],biasB:e.bias_b[i],change:o,lower:e.lower[i],upper:e.upper[i]};(s==="worsened"?t:r).push(a)}return t.sort((i,s)=>s.change-i.change||i.row-s.row),r.sort((i,s)=>i.change-s.change||i.row-s.row),{worsened:t.slice(0,n),improved:r.slice(0,n)}}function n6(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}function ri(e,n){e.dispatchEvent(new CustomEvent("open-report",{detail:n,bubbles:!0,composed:!0}))}function r6(e,n){e.dispatchEvent(new CustomEvent("open-compare",{detail:n,bubbles:!0,composed:!0}))}var nx=344,rx=16,i6=z`
    :host {
      overflow-y: auto;
    }
    fairness-mode-options.mode-options {
      margin: 2px 0 6px;
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: 8px 14px;
    }
    fieldset.side {
      display: flex;
      gap: 8px;
      align-items: flex-end;
      margin: 0;
      padding: 2px 8px 6px;
      border: 1px solid var(--border, #e0e0e0);
      border-radius: 3px;
    }
    fieldset.side legend {
      font-size: 11px;
      font-weight: 500;
      padding: 0 4px;
    }
    button.swap {
      height: 26px;
      margin-bottom: 6px;
      border: 1px solid var(--input-border, #c6c6c6);
      border-radius: 3px;
      background: var(--input-bg, #fff);
      cursor: pointer;
    }
    button.swap:hover {
      background: var(--hover-bg, #fff3e0);
    }
    input.search {
      width: 200px;
    }
    .also {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 10px;
      align-items: center;
      min-height: 26px;
    }
    .also label {
      display: flex;
      gap: 3px;
      align-items: center;
      white-space: nowrap;
    }
    .also input {
      height: auto;
    }
    .summary .what {
      flex-basis: 100%;
    }
    button.text {
      border: 0;
      background: none;
      padding: 0;
      color: var(--accent, #f57c00);
      cursor: pointer;
      text-decoration: underline;
    }
    .chip {
      display: inline-flex;
      gap: 6px;
      align-items: baseline;
      padding: 1px 8px;
      border-radius: 10px;
      background: var(--hover-bg, #fff3e0);
      border: 1px solid var(--accent, #f57c00);
    }
    .v-worsened {
      color: var(--bad, #c62828);
    }
    .v-improved {
      color: var(--good, #2e7d32);
    }
    .v-no_significant_change,
    .v-undetermined,
    .v-none {
      color: var(--muted, #757575);
    }
    .verdict-badge {
      display: inline-block;
      flex: none;
      font-size: 11px;
      line-height: 16px;
      padding: 0 6px;
      border-radius: 8px;
      border: 1px solid currentColor;
      white-space: nowrap;
    }
    .verdict-badge.v-worsened,
    .verdict-badge.v-improved {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    .verdict-summary {
      display: flex;
      gap: 8px;
      align-items: baseline;
      font-size: 14px;
      line-height: 1.45;
    }
    .verdict-summary .overall {
      font-size: 12px;
      line-height: 18px;
    }
    .overall.o-worse {
      color: var(--bad, #c62828);
    }
    .overall.o-better {
      color: var(--good, #2e7d32);
    }
    .overall.o-mixed,
    .overall.o-same {
      color: var(--muted, #757575);
    }
    .overall.o-worse,
    .overall.o-better {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    .headlines {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    .headline {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 170px;
      max-width: 260px;
      padding: 6px 10px;
      border: 1px solid var(--border, #e0e0e0);
      border-left-width: 3px;
      border-radius: 3px;
      background: var(--surface, transparent);
    }
    .headline[data-verdict='worsened'] {
      border-left-color: var(--bad, #c62828);
    }
    .headline[data-verdict='improved'] {
      border-left-color: var(--good, #2e7d32);
    }
    .headline .title {
      font-size: 11px;
      color: var(--muted, #757575);
    }
    .headline.performance {
      border-style: dashed;
      border-left-style: solid;
    }
    .headline .role {
      font-size: 10px;
      padding: 0 4px;
      border: 1px solid var(--border, #e0e0e0);
      border-radius: 6px;
    }
    .headline .ab {
      color: var(--fg, #212121);
      font-size: 15px;
      font-variant-numeric: tabular-nums;
    }
    .headline .foot {
      display: flex;
      gap: 8px;
      align-items: baseline;
      justify-content: space-between;
      color: var(--fg, #212121);
      font-size: 12px;
      font-variant-numeric: tabular-nums;
    }
    .download-error {
      flex-basis: 100%;
      color: var(--error, #c62828);
    }
    .main {
      flex: 1;
      min-height: 320px;
      display: flex;
      gap: ${ct(rx)}px;
    }
    fairness-compare-table {
      flex: 1;
      min-width: 0;
    }
    .side-panel {
      width: ${ct(nx)}px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 14px;
      overflow-y: auto;
    }
    .movers h3 {
      display: flex;
      gap: 8px;
      align-items: baseline;
    }
    .movers ol {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    /* The key and its change on one line, the biases and the interval below (muted): the key is never squeezed out. */
    .movers li button {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      width: 100%;
      gap: 0 8px;
      align-items: baseline;
      border: 0;
      background: none;
      padding: 2px 4px;
      cursor: pointer;
      text-align: left;
    }
    .movers li button:hover {
      background: var(--hover-bg, #fff3e0);
    }
    .movers .k {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .movers .ab {
      grid-column: 1 / -1;
      color: var(--muted, #757575);
      font-size: 11px;
      text-align: left;
    }
    .warn {
      color: var(--error, #c62828);
    }
    /* Too narrow for the table and the scatter side by side: the scatter and the movers
       below the table, full width, and the view scrolls as a whole. */
    :host([data-stacked]) .main {
      flex: none;
      flex-direction: column;
      min-height: 0;
    }
    :host([data-stacked]) fairness-compare-table {
      flex: none;
      min-height: 120px;
      max-height: max(280px, calc(100vh - 90px));
    }
    :host([data-stacked]) .side-panel {
      width: auto;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: 14px 28px;
      overflow: visible;
    }
    :host([data-stacked]) .movers {
      flex: 1 1 260px;
      min-width: 0;
    }
`;function s6(e,n){return e.headlines.length===0?y:h`<div class="headlines ${n?"stale":""}">${e.headlines.map(t=>vF(t,e.level))}</div>`}function vF(e,n){let t=u=>Vn(e.format,u),r=e.a_interval?Rt(e.a_interval[0],e.a_interval[1],t):"",i=e.b_interval?Rt(e.b_interval[0],e.b_interval[1],t):"",s=e.better==="lower"?"lower is better":e.better==="higher"?"higher is better":"neither way is better",o=[`${e.title} (${e.name}), ${s}${e.explanation?`: ${e.explanation}`:""}`,`A: ${Vn(e.format,e.a)}${r?` ${r}`:""}`,`B: ${Vn(e.format,e.b)}${i?` ${i}`:""}`,`change B \u2212 A: ${qf(e)} (marginal ${Ft(n)} interval: each headline number is judged alone)`].join(`
`),a=e.verdict,l=e.role==="performance";return h`<div
    class="headline ${l?"performance":""}"
    data-name=${e.name}
    data-verdict=${a??"none"}
    data-role=${e.role??y}
    title=${l?`${o}
Performance, not a bias: judged, but not part of the verdict above (a model worse for everyone alike is not less fair).`:o}
  >
    <span class="title">${e.title}${l?h` <span class="role">performance</span>`:y}</span>
    <span class="ab"
      ><span class="a" data-v=${e.a??y}>${Vn(e.format,e.a)}</span> →
      <span class="b" data-v=${e.b??y}>${Vn(e.format,e.b)}</span></span
    >
    <span class="foot">
      <span class="change" data-v=${e.change??y}>${qf(e)}</span>
      ${a!==null?h`<span class="verdict-badge v-${a}" data-verdict=${a}>${Ot[a]}</span>`:y}
    </span>
  </div>`}function ix(e,n,t,r,i,s="value"){return h`<div class="movers" data-movers=${e}>
    <h3>
      <span class="v-${e}">${e==="worsened"?"Worsened":"Improved"}</span>
      <span class="muted">${C(t)}</span>
      ${t>n.length?h`<button class="text" name=${`show-${e}`} @click=${()=>i.showAll(e)}>show all</button>`:y}
    </h3>
    ${n.length?h`<ol>
          ${n.map(a=>{let l=Rt(a.lower,a.upper,Ur(s));return h`<li>
              <button
                data-row=${a.row}
                title=${`Show ${a.key} in the table: ${r} ${Gt(a.biasA,s)} \u2192 ${Gt(a.biasB,s)}, change ${Mi(a.change,s)} ${l}`}
                @click=${()=>i.showRow(a.row)}
              >
                <span class="k">${a.key}</span><span class="num ch v-${e}" data-v=${a.change}>${Mi(a.change,s)}</span
                ><span class="num ab">${r} ${Gt(a.biasA,s)} → ${Gt(a.biasB,s)}${l?` \xB7 change ${l}`:""}</span>
              </button>
            </li>`})}
        </ol>`:h`<div class="muted">None.</div>`}
  </div>`}var o6="",yF={auto:"fit the width",all:"all",essential:"essential only"},sx="";function a6(e,n,t){let r=e.sel[n],i=n==="a"?e.stepsA:e.stepsB;return h`<fieldset class="side" data-side=${n}>
    <legend>Report ${n==="a"?"A":"B"}</legend>
    <label class="field">
      <span class="name">Run</span>
      <select
        name=${`${n}_run`}
        .disabled=${!r}
        @change=${o=>t.side(n,{run:o.target.value})}
      >
        ${e.runs.map(o=>h`<option .value=${o} .selected=${o===r?.run}>${o}</option>`)}
      </select>
    </label>
    <label class="field">
      <span class="name">Step</span>
      <select
        name=${`${n}_step`}
        .disabled=${!r}
        @change=${o=>{let a=o.target.value;t.side(n,{step:a===o6?null:Number(a)})}}
      >
        <option .value=${o6} .selected=${r?.step===null}>latest</option>
        ${(i??[]).map(o=>h`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
              ${o.step} · ${Ki(o.wall_time)}
            </option>`)}
      </select>
    </label>
  </fieldset>`}function l6(e,n){let t=e.sel,r=e.runs.filter(i=>i!==t.a?.run&&i!==t.b?.run);return h`<div class="controls">
    ${a6(e,"a",n)}
    <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${()=>n.swap()}>⇄</button>
    ${a6(e,"b",n)}
    <label class="field">
      <span class="name">Search keys (regex)</span>
      <input
        class="search ${e.searchError?"invalid":""}"
        name="search"
        type="search"
        placeholder="e.g. ^nurse$"
        .value=${t.search}
        @input=${i=>{n.search(i.target.value)}}
      />
    </label>
    ${r.length?h`<div class="field">
          <span class="name">Also show runs</span>
          <div class="also">
            ${r.map(i=>h`<label
                ><input
                  type="checkbox"
                  name="also"
                  .value=${i}
                  .checked=${t.also.includes(i)}
                  @change=${s=>n.also(i,s.target.checked)}
                />${i}</label
              >`)}
          </div>
        </div>`:y}
    ${wF(e,n)} ${xF(e,n)}
    <span class="spacer"></span>
    ${e.shell.renderCsvButton("csv",e.data!==null&&!e.csvPending,()=>n.downloadCsv(!1),e.data?`All ${C(e.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`:void 0)}
    <button
      class="primary"
      name="csv-shown"
      ?disabled=${e.data===null||e.csvPending}
      title="The rows the search, the verdict filter and the brush show, in their order, as CSV (the same columns and values)"
      @click=${()=>n.downloadCsv(!0)}
    >
      CSV of rows shown
    </button>
    ${e.searchError?h`<div class="search-error" title=${e.searchError}>${e.searchError}</div>`:y}
    ${e.csvError!==null?h`<div class="download-error" role="alert" title=${e.csvError}>Could not download the CSV: ${e.csvError}</div>`:y}
  </div>`}function wF(e,n){let t=e.data?.summary,r=e.sel.verdict;return h`<label class="field">
    <span class="name">Verdict</span>
    <select
      name="verdict"
      .disabled=${!e.data}
      @change=${i=>{let s=i.target.value;n.verdict(Q0(s)?s:null)}}
    >
      <option .value=${sx} .selected=${r===null}>all</option>
      ${li.map(i=>h`<option .value=${i} .selected=${r===i}>${Ot[i]}${t?` (${C(t[i])})`:""}</option>`)}
    </select>
  </label>`}function xF(e,n){let t=e.sel.columns,r=e.hiddenColumns,i=["Which columns the table shows: all; only those that say better or worse (the key, the bias in A and B, the change, its interval, the verdict); or those that fit the width (the ranks go first, then the signed values).",r.length?`Left out now: ${r.join(", ")}.`:"","The CSV has every column."].filter(Boolean).join(" ");return h`<label class="field" title=${i}>
    <span class="name">Columns</span>
    <select name="columns" data-hidden=${r.length} @change=${s=>n.columns(s.target.value)}>
      ${ex.map(s=>h`<option .value=${s} .selected=${t===s}>
            ${yF[s]}${s==="auto"&&t==="auto"&&r.length?` (${r.length} hidden)`:""}
          </option>`)}
    </select>
  </label>`}function u6(e){return`${e.run} \xB7 step ${e.step}`}function c6(e,n,t){let r=e.summary,i=e.judgement;return h`<div
    class="verdict-summary ${t?"stale":""}"
    data-overall=${i.overall}
    data-worsened=${r.worsened}
    data-improved=${r.improved}
    data-no-significant-change=${r.no_significant_change}
    data-undetermined=${r.undetermined}
    data-worsened-headlines=${i.worsened.headlines.join(",")}
    data-improved-headlines=${i.improved.headlines.join(",")}
  >
    <span
      class="verdict-badge overall o-${i.overall}"
      title=${`From the ${n.many}' verdicts (Benjamini-Hochberg at FDR ${Ft(e.fdr)} on the change of ${e.bias}) and the headline numbers' (each at ${Ft(e.level)})`}
      >${i.title}</span
    >
    <span class="sentence">${i.sentence}</span>
  </div>`}function d6(e,n,t){let r=RA(Gu(n.declaration,"compare",e.options)),i=e.a.run===e.b.run&&e.a.step===e.b.step,s=n.sel,o=e.summary,a=[...n.extraErrors].map(([l,u])=>`${l}: ${u}`);return h`<div
    class="summary"
    data-shown=${n.shown}
    data-total=${e.rows}
    data-a-run=${e.a.run}
    data-a-step=${e.a.step}
    data-b-run=${e.b.run}
    data-b-step=${e.b.step}
    data-verdict=${s.verdict??sx}
    data-extras=${n.extras.filter(l=>l.values!==null).map(l=>l.run).join(",")}
  >
    <span class="what"
      >Comparing <b>${e.bias}</b>, the size of the bias (lower is better; signed: ${e.value}), of the
      ${n.kindTitle||e.kind} report ${e.tag}${r?h` <span class="muted">(${r})</span>`:y}</span
    >
    <span
      >A = <b>${u6(e.a)}</b>
      <button class="text" name="open-a" title="Open report A in its view" @click=${()=>t.openReport({run:e.a.run,step:e.a.step})}>
        open</button
      ></span>
    <span
      >B = <b>${u6(e.b)}</b>
      <button class="text" name="open-b" title="Open report B in its view" @click=${()=>t.openReport({run:e.b.run,step:e.b.step})}>
        open</button
      ></span>
    ${i?h`<span class="warn">A and B are the same report: pick another step or run.</span>`:y}
    <span class="counts"
      ><b>${C(e.rows)}</b> ${e.rows===1?n.noun.one:n.noun.many} · ${C(o.only_in_a)} only in A ·
      ${C(o.only_in_b)} only in B</span
    >
    <span class="muted"
      >${Ft(e.level)} intervals; verdicts at FDR ${Ft(e.fdr)} (Benjamini-Hochberg); the rows judged worsened or
      improved show their FCR-adjusted interval, the others their marginal one</span
    >
    ${Yi(n.shown,e.rows,"rows",s.brush?h`<span class="chip" data-brushed=${n.brushed}
            >${C(n.brushed)} selected in the scatter —
            <button class="text" name="clear-brush" @click=${()=>t.clearBrush()}>clear</button></span
          >`:void 0)}
    ${a.length?h`<span class="warn">Could not load: ${a.join("; ")}</span>`:y}
  </div>`}var $F=5,em=class{constructor(){this.table=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={worsened:[],improved:[]};this.noun={one:"row",many:"rows"};this.brushed=0;this.order=null;this.besideWidth=0;this.stacked=!1}update(n,t){let r=n.data;if((t.has("data")||t.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:n.extras}:null),t.has("data")&&(this.points=r?e6(r.columns):null,this.moved=r?t6(r.columns,$F):{worsened:[],improved:[]}),(t.has("data")||t.has("declaration"))&&(this.noun=TA(n.declaration,r)),t.has("data")||t.has("extras")||t.has("declaration")){let d=r?Zh({value:r.value,bias:r.bias,a:"",b:"",noun:this.noun.one,level:r.level,fdr:r.fdr},n.extras.map(f=>f.run)):[];this.besideWidth=Pc(d,new Set(["ranks"]))+rx+nx}let i=n.hostWidth>0&&n.hostWidth<this.besideWidth;i!==this.stacked&&(this.stacked=i,n.toggleAttribute("data-stacked",i));let s=n.sel,o=t.has("sel")?t.get("sel"):s;(!o||o.search!==s.search)&&(this.search=fr(s.search));let a=this.table;if(!a){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let l=t.has("data")||t.has("extras")||this.order===null,u=!o||o.sort!==s.sort||o.dir!==s.dir;(l||u)&&(this.order=Y3(a,s.sort,s.dir));let c=!o||o.brush!==s.brush,p=!o||o.search!==s.search||o.verdict!==s.verdict;(l||u||c||p)&&(this.visible=Z3(a,this.order,{search:this.search.regex,brush:s.brush,verdict:s.verdict}),this.visibleList=Array.from(this.visible)),(l||c)&&(this.brushed=s.brush?Q3(a,s.brush):0)}};var tm=class{constructor(n,t){this.host=n;this.api=t;this.pending=!1;this.error=null;this.request=new ie;n.addController(this)}hostDisconnected(){this.request.cancel(),this.pending=!1}async download(n,t,r){if(!n)return;let i=["fairness","compare",n.tag,n.a.run,`step${n.a.step}`,"vs",n.b.run,`step${n.b.step}`,n.value],s=Et(r?[...i,"shown"]:i),o={tag:n.tag,run:n.a.run,step:n.a.step,vs_run:n.b.run,vs_step:n.b.step,options:t};this.pending=!0,this.error=null,this.host.requestUpdate();let a;try{a=await this.request.run(l=>this.api().diffCsv(o,l))}catch(l){this.pending=!1,this.error=vt(l),this.host.requestUpdate();return}a!==re&&(this.pending=!1,this.host.requestUpdate(),Wi(r?cd(a,"key",r)??a:a,s))}};var _F=["label","threshold","fdr","level"];function f6(e){let n={};for(let t of _F){let r=e[t];r!==void 0&&r!==""&&(n[t]=r)}return n}function lx(e,n,t,r,i={}){return{tag:t,run:e.run,step:e.step,vs_run:n.run,vs_step:n.step,options:{...i,metric:r.metric,class_name:r.className,max_level:r.maxLevel,min_size:r.minSize,k:r.k}}}var SF=["rank","slice","size","value","gap_a","gap_b","change","verdict","appeared"],wl={sort:"slice_diff_sort",dir:"slice_diff_dir",all:"slice_diff_all"};function nm(){return{sort:"rank",dir:"asc",all:!1}}function ux(e,n=!0){return e==="rank"||e==="slice"||e==="verdict"?"asc":e==="value"||e==="gap_a"||e==="gap_b"?n?"desc":"asc":"desc"}function cx(e){let n=Pe(e),t=nm(),r=n.get(wl.sort);if(r!==void 0&&SF.includes(r)){t.sort=r;let i=n.get(wl.dir);t.dir=i==="asc"||i==="desc"?i:ux(t.sort)}return t.all=n.get(wl.all)==="1",t}function kF(e){let n=[];return(e.sort!=="rank"||e.dir!=="asc")&&(ee(n,wl.sort,e.sort),ee(n,wl.dir,e.dir)),e.all&&ee(n,wl.all,"1"),n}function dx(e,n,t){return[...$s({...e,sort:"rank",dir:"asc"},t),...kF(n)]}var ox=`${ke}slice`,ax=`${ke}${Dt}slice`;function h6(e){return e.filter(([n])=>n.startsWith(ox)).map(([n,t])=>[ax+n.slice(ox.length),t])}function TF(e){let n=[];for(let[t,r]of e)t.startsWith(ax)&&n.push([ox+t.slice(ax.length),r]);return n}function m6(e,n){let t=TF(e);return dx(Zr(t,n),cx(t),n)}function Yt(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function g6(e){return e.rows.map((n,t)=>{let r=Yt(n.size_a);return{rank:t+1,slice:n.slice,predicates:o0(n.slice),sizeA:r,valueA:Yt(n.value_a),gapA:Yt(n.gap_a),lowerA:Yt(n.lower_a),upperA:Yt(n.upper_a),sizeB:Yt(n.size_b),valueB:Yt(n.value_b),gapB:Yt(n.gap_b),lowerB:Yt(n.lower_b),upperB:Yt(n.upper_b),change:Yt(n.change),lower:Yt(n.lower),upper:Yt(n.upper),p:Yt(n.p_value),q:Yt(n.q_value),verdict:n.verdict,appeared:n.appeared===!0,absentA:r===0||r===null}})}function RF(e){return e.appeared||e.verdict==="worsened"}function b6(e,n){return n?[...e]:e.filter(RF)}var CF={worsened:0,no_significant_change:1,undetermined:2,improved:3};function p6(e,n){switch(n){case"rank":return e.rank;case"slice":return e.slice;case"size":return e.sizeB;case"value":return e.valueB;case"gap_a":return e.gapA;case"gap_b":return e.gapB;case"change":return e.change;case"verdict":return CF[e.verdict];case"appeared":return e.appeared?1:0}}function v6(e,n,t){let r=t==="asc"?1:-1;return[...e].sort((i,s)=>{let o=p6(i,n),a=p6(s,n);if(o===null||a===null)return o===null&&a===null?i.rank-s.rank:o===null?1:-1;let l=typeof o=="string"||typeof a=="string"?String(o).localeCompare(String(a)):o-a;return l!==0?r*l:i.rank-s.rank})}function y6(e){return`${Number((e*100).toPrecision(4))}%`}function AF(e){return typeof e.class_name=="string"?` among the people of class ${e.class_name}`:e.threshold!==void 0?` at threshold ${ye(e.threshold)}${e.label!==void 0?` (label ${e.label})`:""}`:""}function px(e,n){let t=n.length,r=`by ${ur(e.metric)}`,i=AF(e),s=`(up to ${Zt(e.max_level,"attribute")}, at least ${Zt(e.min_size,"person","people")})`;if(t===0)return`B lists no slice ${r}${i} ${s}: nothing to compare with A.`;let o=`B's ${Zt(t,"worst slice")}`;return e.appeared===0&&e.worsened===0?`None of ${o} ${r}${i} appeared or worsened significantly since A.`:`Among ${o} ${r} ${s}${i}: ${C(e.appeared)} appeared and ${C(e.worsened)} worsened significantly since A (Benjamini\u2013Hochberg at ${y6(e.fdr)}).`}function w6(e){return`show all ${C(e)} of B's worst slices`}var x6="appeared: surely worse than everyone else in B, not in A",Mc="appeared: surely worse than everyone else in B (the whole interval of its gap is on the worse side of 0), not in A (A's interval reaches 0, or A had nobody in the slice)";function $6(e,n){let t=e.q===null?"":` (${qi(e.q).replace(/^p/,"q")}; Benjamini\u2013Hochberg at ${y6(n.fdr)} over the slices listed)`;switch(e.verdict){case"worsened":return`${Ot.worsened}: the slice's harm grew significantly from A to B${t}`;case"improved":return`${Ot.improved}: the slice's harm shrank significantly from A to B${t}`;case"no_significant_change":return`${Ot.no_significant_change}: the change is within chance${t}; it does not show the harm stayed the same`;case"undetermined":return`${Ot.undetermined}: the harm is undefined in A or B${e.absentA?" (A had nobody in the slice)":""}`}}function _6(e,n,t){return t?`Showing all ${Zt(n,"slice")} B lists.`:`Showing the ${Zt(e,"slice")} that appeared or worsened, of B's ${C(n)} worst.`}var S6="own-options",xl=new Map,EF=64;function PF(e,n){xl.delete(e),xl.set(e,n),xl.size>EF&&xl.delete(xl.keys().next().value)}var Dc=class extends V{constructor(){super();this.request=new ie;this.key="";this.declaration=null,this.inherited={},this.own={},this.skip=[],this.mode="compare",this.api=null,this.source=null,this.revision="",this.values=null}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel(),this.key=""}willUpdate(t){(t.has("source")||t.has("api")||t.has("revision"))&&this.readValues()}readValues(){let t=this.source,r=this.api;if(t===null||r===null){this.request.cancel(),this.key="",this.values=null;return}let i=rE(t,this.revision);if(i===this.key)return;let s=this.key.split("\0")[1]===t.tag;this.key=i;let o=xl.get(i);if(o){this.request.cancel(),this.values=o;return}s||(this.values=null),this.request.run(a=>r.values(t,a)).then(a=>{a!==re&&(PF(i,a.values),this.key===i&&(this.values=a.values))},()=>{this.key===i&&(this.values=null)})}set(t,r){let i=oE(this.own,t,r,this.values,this.inherited);this.dispatchEvent(new CustomEvent(S6,{detail:i,bubbles:!0,composed:!0}))}control(t){let r=this.declaration,i=this.own[t.name]??"",s=Mw(r,t.name,this.inherited),o=s===""?"as the report decides":`as the report view: ${s}`,a=sE(r,t,this.values,this.inherited,this.own),l=Kn(this.inherited,this.own),u=l[t.name]?Pw(r,t.name,l):[],c=u.length?` Not sent until ${u.map(f=>le(r,f)).join(", ")} is chosen too.`:"";if(a.type==="select"){let f=se(r,t.name,`The first entry: ${o}.${i?` Chosen: ${i}.`:""}${c}`);return h`<select
        name=${"opt-"+t.name}
        class=${[i?"own":"",c?"incomplete":""].join(" ").trim()}
        title=${f}
        data-entries=${a.entries.length-1}
        @change=${m=>this.set(t.name,m.target.value)}
      >
        ${a.entries.map(m=>h`<option value=${m.value} .selected=${i===m.value}>${m.label}</option>`)}
      </select>`}let p=se(r,t.name,`Empty: ${o}.${c}`),d=ih(r,t.name,i);return h`<input
      name=${"opt-"+t.name}
      class=${[i?"own":"",d?"":"invalid",c?"incomplete":""].join(" ").trim()}
      placeholder=${s||"default"}
      title=${p}
      .value=${i}
      @change=${f=>{let m=f.target.value.trim();ih(r,t.name,m)?this.set(t.name,m):this.requestUpdate()}}
    />`}render(){let t=nE(this.declaration,this.mode,this.skip);return t.length===0?y:h`${t.map(r=>h`<label class="field">
          <span class="name" title=${se(this.declaration,r.name)}>${le(this.declaration,r.name)}</span>
          ${this.control(r)}
        </label>`)}
      ${Object.keys(this.own).length?h`<button class="primary small" name="reset-options" title="Back to the report view's options" @click=${()=>this.dispatchEvent(new CustomEvent(S6,{detail:{},bubbles:!0,composed:!0}))}>
            As the report view
          </button>`:y}`}};Dc.properties={declaration:{attribute:!1},inherited:{attribute:!1},own:{attribute:!1},skip:{attribute:!1},mode:{attribute:!1},api:{attribute:!1},source:{attribute:!1},revision:{attribute:!1},values:{state:!0}},Dc.styles=[U,je,z`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 12px;
        align-items: flex-end;
      }
      input {
        width: 110px;
      }
      select {
        max-width: 16em;
      }
      input.own,
      select.own {
        border-color: var(--accent);
      }
      input.incomplete,
      select.incomplete {
        border-style: dashed;
      }
      button.small {
        height: 22px;
        padding: 0 8px;
        font-size: 12px;
      }
    `];customElements.define("fairness-mode-options",Dc);var k6=[...Eh,z`
    :host {
      flex: none;
      margin-top: 6px;
    }
    .sentences .side {
      color: var(--fg);
    }
    .shown {
      display: flex;
      flex-wrap: wrap;
      gap: 4px 16px;
      align-items: center;
      font-size: 12px;
      margin: 2px 0 6px;
    }
    .toggle {
      display: inline-flex;
      gap: 4px;
      align-items: center;
      cursor: pointer;
    }
    .toggle input {
      margin: 0;
    }
    .table-box {
      max-height: 460px;
    }
    button.slice-open {
      display: block;
      border: 0;
      background: none;
      padding: 0;
      margin: 0;
      font: inherit;
      color: inherit;
      text-align: left;
      cursor: pointer;
    }
    button.slice-open:hover .chip {
      border-color: var(--accent);
    }
    button.slice-open:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 1px;
    }
    td.pair .a,
    td.pair .to {
      color: var(--muted);
    }
    td.pair .to {
      font-size: 11px;
    }
    td.pair .v {
      font-weight: 500;
    }
    td.pair .v.missing {
      font-weight: 400;
    }
    td.verdict {
      text-align: right;
    }
    .v-worsened {
      color: var(--bad);
    }
    .v-improved {
      color: var(--good);
    }
    .v-no_significant_change,
    .v-undetermined {
      color: var(--muted);
    }
    td.change.v-worsened .v,
    td.change.v-improved .v {
      font-weight: 500;
    }
    .verdict-badge,
    .new-badge {
      display: inline-block;
      font-size: 11px;
      line-height: 16px;
      padding: 0 6px;
      border-radius: 8px;
      border: 1px solid currentColor;
      white-space: nowrap;
      cursor: help;
    }
    .verdict-badge.v-worsened,
    .verdict-badge.v-improved,
    .new-badge {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    /* Appeared: surely worse than the rest in B, not in A (a judgement, as a verdict is). */
    .new-badge {
      color: var(--bad);
    }
    td.mark {
      width: 36px;
    }
    .hint .reason {
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
  `];function MF(e){let n=e.replace(/^table: /,"");return`${n.charAt(0).toUpperCase()}${n.slice(1)}${/[.!?]$/.test(n)?"":"."}`}var Lc=class extends V{constructor(){super();this.request=new ie;this.shell=new Ne(this,[this.request]);this.asked="";this.rows=[];this.order=[];this.revealChart=!1;this.api=null,this.tag="",this.a=null,this.b=null,this.declaration=null,this.params=[],this.context={},this.selection=So(null),this.view=nm(),this.data=null,this.minSizeText="",this.kText="",this.addEventListener("view-status",t=>{t.stopPropagation(),t.composedPath()[0]===this&&(this.dataset.status=t.detail)}),this.addEventListener("keydown",t=>{t.key==="Escape"&&this.selection.slice!==null&&this.pick(null)})}routeKey(){return!this.a||!this.b?"":JSON.stringify(lx(this.a,this.b,this.tag,this.selection,this.context))}async load(){let{api:t,a:r,b:i,tag:s}=this;if(!t||!r||!i||!s)return;this.asked=this.routeKey();let o=lx(r,i,s,this.selection,this.context),a=await this.shell.run(this.request,l=>t.sliceDiff(o,l),()=>this.data=null);a!==re&&(this.data=a,a.available&&this.selection.minSize===null&&(this.minSizeText=String(a.min_size)),this.shell.ready())}willUpdate(t){this.hasUpdated||(this.selection=Zr(this.params,this.declaration),this.view=cx(this.params),this.minSizeText=this.selection.minSize===null?"":String(this.selection.minSize),this.kText=this.selection.k===null?"":String(this.selection.k),this.revealChart=this.selection.slice!==null,this.emitSelection());let r=this.routeKey();if(r!==""&&r!==this.asked&&this.load(),t.has("data")||t.has("view")){let i=this.data;this.rows=i?.available?g6(i):[];let s=b6(this.rows,this.view.all),o=this.view.sort==="rank"&&this.view.dir==="asc";this.order=o?s:v6(s,this.view.sort,this.view.dir)}}emitSelection(){Le(this,dx(this.selection,this.view,this.declaration))}change(t){this.selection={...this.selection,...t},this.emitSelection()}changeView(t){this.view={...this.view,...t},this.emitSelection()}pick(t){t!==this.selection.slice&&(this.revealChart=t!==null,this.change({slice:t}))}onNumber(t,r){t==="min_size"?this.minSizeText=r:this.kText=r;let i=yt(this.declaration,t,r),s=t==="min_size"?"minSize":"k";i===null||i===this.selection[s]||this.change({[s]:i})}onSort(t){let r=this.data?.available?this.data.higher_is_worse:!0,i=xr(t,this.view.sort,this.view.dir,s=>ux(s,r));this.changeView({sort:t,dir:i})}reset(){this.selection=So(this.declaration),this.view=nm(),this.minSizeText="",this.kText=this.selection.k===null?"":String(this.selection.k),this.emitSelection()}onChartLoaded(t){this.revealChart&&(this.revealChart=!1,t.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}onChartStep(t,r){t.stopPropagation(),typeof t.detail.step=="number"&&ri(this,{run:r,step:t.detail.step})}renderControls(){let t=this.declaration,r=this.selection,i=il(t),s=Me(t,"max_level"),o=s?.minimum??1,a=Math.max(o,s?.maximum??4),l=Array.from({length:a-o+1},(d,f)=>o+f),u=this.minSizeText.trim()!==""&&yt(t,"min_size",this.minSizeText)===null,c=yt(t,"k",this.kText)===null,p=d=>d.target.value;return h`<div class="group" role="group" aria-label="Slices compared: options">
      <label class="field" title=${se(t,"metric","The slices are judged by the error rate unless asked.")}>
        <span class="name">${le(t,"metric")}</span>
        <select name="slice_metric" @change=${d=>this.change({metric:p(d)})}>
          ${(i.length?i:[r.metric]).map(d=>h`<option value=${d} ?selected=${d===r.metric}>${ur(d)}</option>`)}
        </select>
      </label>
      <label class="field" title=${se(t,"max_level")}>
        <span class="name">${le(t,"max_level","Max attributes")}</span>
        <select name="slice_max_level" @change=${d=>this.change({maxLevel:Number(p(d))})}>
          ${l.map(d=>h`<option value=${d} ?selected=${d===r.maxLevel}>${d}</option>`)}
        </select>
      </label>
      ${wr({label:le(t,"min_size","Min size"),name:"slice_min_size",text:this.minSizeText,invalid:u,title:u?Pt(t,"min_size"):se(t,"min_size"),min:dt(t,"min_size").min,step:"1",onInput:d=>this.onNumber("min_size",d)})}
      ${wr({label:le(t,"k","Slices"),name:"slice_k",text:this.kText,invalid:c,title:c?Pt(t,"k"):se(t,"k","How many of B's worst slices are compared."),...dt(t,"k"),step:"1",onInput:d=>this.onNumber("k",d)})}
    </div>`}columns(t){let r=`${Math.round(t.level*100)}%`,i=ur(t.metric),s=t.higher_is_worse?"higher":"lower",o=a=>`gap in ${a}: the slice's ${i} minus everyone else's in report ${a}, in percentage points, with Newcombe's ${r} interval`;return[{key:"rank",name:"#",title:"B's rank: B's worst slice first"},{key:"slice",name:"slice",title:"slice: the people with every one of these attributes' values",text:!0},{key:"size",name:"n",sub:"A \u2192 B",title:"n (size_a, size_b): the people in the slice in A and in B; sorted by B"},{key:"value",name:i,sub:"A \u2192 B",title:`${i} (value_a, value_b): the rate in the slice, in A and in B (${s} is worse); sorted by B`},{key:"gap_a",name:"gap in A",sub:`pp [${r}]`,title:o("A")},{key:"gap_b",name:"gap in B",sub:`pp [${r}]`,title:o("B")},{key:"change",name:"change",sub:`harm, pp [${r}]`,title:`change: how much the slice's harm (its gap in the worse direction) grew from A to B, in percentage points, with its ${r} interval; positive is worse in B`},{key:"verdict",name:"verdict",title:`verdict: whether the harm changed significantly (Benjamini\u2013Hochberg at ${t.fdr} over the slices listed)`},{key:"appeared",name:"new",title:Mc}]}renderHead(t){let r=this.view,i=t.key===r.sort;return h`<th class=${t.text?"text":t.key==="appeared"?"mark":""} data-col=${t.key} aria-sort=${$r(i,r.dir)}>
      <button title=${`${t.title}. Click to sort.`} @click=${()=>this.onSort(t.key)}>
        <span class="name">${t.name}</span>${i?h` <span class="arrow">${_r(!0,r.dir)}</span>`:y}${t.sub?h`<span class="sub">${t.sub}</span>`:y}
      </button>
    </th>`}pair(t,r,i,s=!1){let o=s?"A had nobody in this slice":r.title;return h`<td class="num pair" data-col=${t} data-value=${i.missing?"":i.title} title=${`A: ${o}; B: ${i.title}`}>
      <span class="a ${r.missing?"missing":""}">${r.text}</span><span class="to" aria-label="to"> → </span><span class="v ${i.missing?"missing":""}"
        >${i.text}</span
      >
    </td>`}interval(t,r,i,s,o=""){let a=dc(i,s);return h`<td class="num ${o} ${r.missing?"missing":""}" data-col=${t} data-value=${r.missing?"":r.title} title=${r.title}>
      <span class="v">${r.text}</span><span class="interval" title=${a.title}>${a.missing?"":a.text}</span>
    </td>`}renderRow(t,r){let i=r.slice===this.selection.slice;return h`<tr
      class=${r.appeared||r.verdict==="worsened"?"flagged":""}
      data-slice=${r.slice}
      data-rank=${r.rank}
      data-verdict=${r.verdict}
      data-appeared=${r.appeared?"true":"false"}
      aria-selected=${i?"true":"false"}
      @click=${()=>this.pick(r.slice)}
    >
      <td class="num rank" data-col="rank">${r.rank}</td>
      <td class="text slice" data-col="slice">
        <button class="slice-open" name="slice-open" title=${`${r.slice}: chart its gap in B over the steps`} aria-pressed=${i?"true":"false"}>
          ${r.predicates.map(s=>h`<span class="chip" data-attribute=${s.attribute}>${s.attribute}=${s.value}</span>`)}
        </button>
      </td>
      ${this.pair("size",pc(r.sizeA),pc(r.sizeB),r.absentA)}
      ${this.pair("value",qn(r.valueA),qn(r.valueB),r.absentA)}
      ${this.interval("gap_a",Oi(r.gapA),r.lowerA,r.upperA)} ${this.interval("gap_b",Oi(r.gapB),r.lowerB,r.upperB)}
      ${this.interval("change",Oi(r.change),r.lower,r.upper,`change v-${r.verdict}`)}
      <td class="verdict" data-col="verdict">
        <span class="verdict-badge v-${r.verdict}" title=${$6(r,t)}>${Ot[r.verdict]}</span>
      </td>
      <td class="mark" data-col="appeared">${r.appeared?h`<span class="new-badge" title=${Mc}>new</span>`:y}</td>
    </tr>`}renderTable(t){let r=this.columns(t);return h`<div class="table-box">
      <table aria-label="Slices compared">
        <thead>
          <tr>
            ${r.map(i=>this.renderHead(i))}
          </tr>
        </thead>
        <tbody>
          ${this.order.length===0?h`<tr class="none-row">
                  <td class="none" colspan=${r.length}>
                    ${this.rows.length===0?px(t,this.rows):"No slice appeared or worsened: tick the box above to see them all."}
                  </td>
                </tr>`:this.order.map(i=>this.renderRow(t,i))}
        </tbody>
      </table>
    </div>`}renderTrend(t){let r=this.selection.slice;if(r===null)return y;let i=t.b.run;return h`<div class="trend">
      <fairness-slice-trend
        .api=${this.api}
        .params=${kh(t.tag,i,r,this.selection,this.context)}
        .run=${i}
        .step=${t.b.step}
        @slice-close=${()=>this.pick(null)}
        @slice-trend-loaded=${s=>this.onChartLoaded(s)}
        @report-change=${s=>this.onChartStep(s,i)}
      ></fairness-slice-trend>
    </div>`}renderBody(t){let r=this.rows.length;return h`<div
      class="content ${this.shell.loading?"stale":""}"
      data-rows=${r}
      data-appeared=${t.appeared}
      data-worsened=${t.worsened}
      data-metric=${t.metric}
    >
      <div class="sentences">
        <div class="headline" data-role="slice-diff-summary">${px(t,this.rows)}</div>
        <div class="scored muted" data-role="slice-diff-sides">
          A: <span class="side">${t.a.run} @ ${t.a.step}</span>, B: <span class="side">${t.b.run} @ ${t.b.step}</span>.
          <span class="new-badge" title=${Mc}>new</span> <span title=${Mc}>${x6}</span>. Click a slice to
          chart its gap in B over the steps.
        </div>
      </div>
      <div class="shown">
        <span data-role="slice-diff-shown">${_6(this.order.length,r,this.view.all)}</span>
        ${r>0?h`<label class="toggle">
                <input type="checkbox" name="slice_diff_all" .checked=${this.view.all} @change=${i=>this.changeView({all:i.target.checked})} />
                ${w6(r)}
              </label>`:y}
      </div>
      ${this.renderTable(t)} ${this.renderTrend(t)}
    </div>`}renderHint(t){return h`<div class="hint" data-role="no-slices" title=${t}>
      <div class="reason">${MF(t)}</div>
      Write both reports with <code>slices=True</code> to see which intersections of the attributes' values appeared or worsened, e.g.
      <pre>w.${this.declaration?.name??"writer"}(tag, step, …, attributes, slices=True)</pre>
    </div>`}render(){let t=this.data,r=t!==null&&!t.available;return h`<h3 class="title">Slices that appeared or worsened in B</h3>
      ${r?this.renderHint(t.reason):this.renderControls()}
      ${this.shell.renderError("Could not compare the slices",[{label:"Reset the slices",name:"slice-reset",run:()=>this.reset()}])}
      ${t===null?this.shell.loading?h`<div class="loading">Comparing the slices…</div>`:y:t.available?this.renderBody(t):y}`}};Lc.properties={api:{attribute:!1},tag:{attribute:!1},a:{attribute:!1},b:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1},context:{attribute:!1},selection:{state:!0},view:{state:!0},data:{state:!0},minSizeText:{state:!0},kText:{state:!0}},Lc.styles=k6;customElements.define("fairness-slice-diff",Lc);function T6(e,n,t,r,i,s){return xs(t)?h`<fairness-slice-diff
    .a=${e.a}
    .b=${e.b}
    .tag=${e.tag}
    .api=${n}
    .declaration=${t}
    .params=${r}
    .context=${f6(i)}
    @view-params=${o=>{o.stopPropagation(),s(o.detail)}}
  ></fairness-slice-diff>`:y}var ii=340,Fi=320,Gn={left:50,right:12,top:12,bottom:38},DF=5e3,R6=3,C6=8,fx=[["undetermined","--muted","#757575"],["no_significant_change","--muted","#757575"],["improved","--good","#2e7d32"],["worsened","--bad","#c62828"]];function rm(e){return Number(e.toPrecision(6))}var Nc=class extends V{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.px=new Float32Array(0);this.py=new Float32Array(0);this.painted="";this.themeObserver=null;this.points=null,this.brush=null,this.highlight=null,this.bias="bias",this.format="value",this.columns=null,this.drag=null,this.hover=null}willUpdate(t){(t.has("points")||t.has("bias"))&&(this.hover=null,this.draw())}updated(){this.repaintIfThemed()}connectedCallback(){super.connectedCallback(),this.themeObserver=new MutationObserver(()=>this.repaintIfThemed());for(let t=this.parentNode;t;t=t.parentNode??(t instanceof ShadowRoot?t.host:null))t instanceof Element&&this.themeObserver.observe(t,{attributes:!0})}disconnectedCallback(){super.disconnectedCallback(),this.themeObserver?.disconnect(),this.themeObserver=null}repaintIfThemed(){this.points&&this.scales&&this.canvas&&this.colorKey()!==this.painted&&(this.canvas=this.paint(this.points,this.scales),this.requestUpdate())}colors(){let t=this.isConnected?getComputedStyle(this):null;return new Map(fx.map(([r,i,s])=>[r,t?.getPropertyValue(i).trim()||s]))}colorKey(){return[...this.colors().values()].join(" ")}draw(){let t=this.points;if(this.chart=null,this.canvas=null,this.scales=null,this.px=new Float32Array(0),this.py=new Float32Array(0),!t||t.x.length===0)return;let r=0,i=-1/0;for(let f of[t.x,t.y])for(let m=0;m<f.length;m++)f[m]<r&&(r=f[m]),f[m]>i&&(i=f[m]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r<0?r-s:0,i+s],a=this.format==="points",l=a?" (pp)":"",u=a?f=>String(Number((f*100).toPrecision(6))):void 0,c=Ae({width:ii,height:Fi,marginLeft:Gn.left,marginRight:Gn.right,marginTop:Gn.top,marginBottom:Gn.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.bias} in A${l}`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5,tickFormat:u},y:{domain:o,label:`${this.bias} in B${l}`,labelArrow:"none",grid:!0,ticks:5,tickFormat:u},marks:[lr([[o[0],o[0]],[o[1],o[1]]],{stroke:"currentColor",strokeOpacity:.6,strokeDasharray:"4,3",strokeWidth:1})]}),p=c.scale("x"),d=c.scale("y");if(this.chart=c,this.scales=p&&d?{x:p,y:d}:null,this.scales){let{x:f,y:m}=this.scales;this.px=Float32Array.from(t.x,g=>f.apply(g)),this.py=Float32Array.from(t.y,g=>m.apply(g)),this.canvas=this.paint(t,this.scales)}}paint(t,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(ii*s),i.height=Math.round(Fi*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=t.x.length>DF,l=a?1.5:2.5,u=this.colors();this.painted=[...u.values()].join(" ");for(let[c]of fx){let p=c==="worsened"||c==="improved";o.globalAlpha=p?a?.7:.85:a?.35:.5,o.fillStyle=u.get(c),o.beginPath();for(let d=0;d<t.x.length;d++){if(t.verdict[d]!==c)continue;let f=r.x.apply(t.x[d]),m=r.y.apply(t.y[d]);o.moveTo(f+l,m),o.arc(f,m,l,0,2*Math.PI)}o.fill()}return i}point(t){let r=t.currentTarget.getBoundingClientRect(),i=r.width?ii/r.width:1,s=r.height?Fi/r.height:1,o=(t.clientX-r.left)*i,a=(t.clientY-r.top)*s,l=(u,c,p)=>Math.min(p,Math.max(c,u));return[l(o,Gn.left,ii-Gn.right),l(a,Gn.top,Fi-Gn.bottom)]}onDown(t){if(t.button!==0||!this.scales)return;t.currentTarget.setPointerCapture(t.pointerId);let[r,i]=this.point(t);this.drag={x0:r,y0:i,x1:r,y1:i},t.preventDefault()}nearest(t,r){let i=null,s=C6*C6,{px:o,py:a}=this;for(let l=0;l<o.length;l++){let u=o[l]-t,c=a[l]-r,p=u*u+c*c;p<=s&&(s=p,i=l)}return i}onMove(t){let[r,i]=this.point(t);if(!this.drag){let s=this.nearest(r,i);s!==this.hover&&(this.hover=s);return}this.drag={...this.drag,x1:r,y1:i}}onLeave(){this.drag||(this.hover=null)}onUp(t){let r=this.drag;if(!r)return;let[i,s]=this.point(t);this.drag=null;let o=this.scales,a=null,l=Math.abs(i-r.x0)<R6&&Math.abs(s-r.y0)<R6;if(l&&this.points){let u=this.nearest(i,s);if(u!==null){let c=this.points.index[u];this.dispatchEvent(new CustomEvent("point-click",{detail:c,bubbles:!0,composed:!0}));return}}if(o?.x.invert&&o.y.invert&&!l){let u=rm(o.x.invert(r.x0)),c=rm(o.x.invert(i)),p=rm(o.y.invert(r.y0)),d=rm(o.y.invert(s));a={a:[Math.min(u,c),Math.max(u,c)],b:[Math.min(p,d),Math.max(p,d)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let t=this.drag;if(t)return{left:Math.min(t.x0,t.x1),top:Math.min(t.y0,t.y1),width:Math.abs(t.x1-t.x0),height:Math.abs(t.y1-t.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=p=>Math.min(ii-Gn.right,Math.max(Gn.left,i.x.apply(p))),o=p=>Math.min(Fi-Gn.bottom,Math.max(Gn.top,i.y.apply(p))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let t=this.points;if(this.highlight===null||!t||!this.scales)return y;let r=t.index.indexOf(this.highlight);return r<0?y:h`<div class="ring" style="left: ${this.px[r]}px; top: ${this.py[r]}px"></div>`}tip(){let t=this.points,r=this.hover;if(r===null||!t||r>=t.x.length||this.drag)return y;let i=t.index[r],s=this.columns,o=s&&i<s.key.length?s.key[i]:"",a=s?.change[i],l=s?Rt(s.lower[i],s.upper[i],Ur(this.format)):"",u=this.px[r],c=this.py[r],p=u>ii/2,d=c>Fi/2,f=`${p?`right: ${ii-u+8}px`:`left: ${u+8}px`}; ${d?`bottom: ${Fi-c+8}px`:`top: ${c+8}px`}`;return h`<div class="ring hover" style="left: ${u}px; top: ${c}px"></div>
      <div class="tip" role="tooltip" data-row=${i} data-verdict=${t.verdict[r]} style=${f}>
        <div class="k">${o}</div>
        <div>${this.bias}: A ${Gt(t.x[r],this.format)} → B ${Gt(t.y[r],this.format)}</div>
        ${typeof a=="number"?h`<div>change ${Mi(a,this.format)}${l?` ${l}`:""}</div>`:y}
        <div class="v-${t.verdict[r]}">${Ot[t.verdict[r]]}</div>
      </div>`}legend(){let t=this.points;if(!t)return y;let r=new Map;for(let i of t.verdict)r.set(i,(r.get(i)??0)+1);return h`<div class="legend">
      ${fx.map(([i])=>i).reverse().filter(i=>i!=="undetermined"||r.has(i)).map(i=>h`<span class="v-${i}" data-verdict=${i}
            ><span class="sw"></span><span class="name">${Ot[i]} (${C(r.get(i)??0)})</span></span
          >`)}
    </div>`}render(){let t=this.points;if(!t)return y;let r=this.rect(),i=[t.oneSided?`${C(t.oneSided)} row${t.oneSided===1?"":"s"} found in one report only`:"",t.undefinedValue?`${C(t.undefinedValue)} without a value on one side`:""].filter(Boolean);return h`
      <h3>${this.bias}: A against B</h3>
      ${this.legend()}
      ${this.chart?h`<div
            class="plot"
            data-points=${t.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
            @pointerleave=${this.onLeave}
          >
            ${this.chart} ${this.canvas}
            ${r?h`<div
                  class="rect"
                  style="left: ${r.left}px; top: ${r.top}px; width: ${r.width}px; height: ${r.height}px"
                ></div>`:y}
            ${this.ring()} ${this.tip()}
          </div>`:h`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${C(t.x.length)} row${t.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${i.length?h`Not plotted: ${i.join("; ")}.`:y}
      </div>
    `}};Nc.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},bias:{attribute:!1},format:{attribute:!1},columns:{attribute:!1},drag:{state:!0},hover:{state:!0}},Nc.styles=[U,z`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${ii}px;
        height: ${Fi}px;
        cursor: crosshair;
        touch-action: none;
        user-select: none;
      }
      .plot svg {
        display: block;
      }
      .dots {
        position: absolute;
        left: 0;
        top: 0;
        width: ${ii}px;
        height: ${Fi}px;
        pointer-events: none;
      }
      .rect {
        position: absolute;
        box-sizing: border-box;
        border: 1px solid var(--accent, #f57c00);
        background: color-mix(in srgb, var(--accent, #f57c00) 12%, transparent);
        pointer-events: none;
      }
      .ring {
        position: absolute;
        width: 10px;
        height: 10px;
        margin: -6px 0 0 -6px;
        border: 2px solid var(--fg, #212121);
        border-radius: 50%;
        pointer-events: none;
      }
      .ring.hover {
        border-width: 1px;
      }
      .tip {
        position: absolute;
        z-index: 2;
        max-width: 220px;
        padding: 4px 8px;
        border: 1px solid var(--border, #e0e0e0);
        border-radius: 3px;
        background: var(--surface, #fff);
        color: var(--fg, #212121);
        font-size: 11px;
        line-height: 1.4;
        pointer-events: none;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
      }
      .tip .k {
        font-weight: 500;
        overflow-wrap: anywhere;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        font-size: 11px;
        margin: 2px 0;
      }
      .legend .sw {
        display: inline-block;
        width: 8px;
        height: 8px;
        margin-right: 4px;
        border-radius: 50%;
        background: currentColor;
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .v-no_significant_change,
      .v-undetermined {
        color: var(--muted, #757575);
      }
      .legend .name {
        color: var(--fg, #212121);
      }
      .note {
        font-size: 11px;
        max-width: ${ii}px;
      }
    `];customElements.define("fairness-compare-scatter",Nc);function LF(e,n,t=null){let r=typeof t=="number"?` (q-value ${Ge(t)})`:"";switch(e){case"worsened":return`Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${Ft(n)}${r}); the interval shown is FCR-adjusted and excludes 0.`;case"improved":return`Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${Ft(n)}${r}); the interval shown is FCR-adjusted and excludes 0.`;case"no_significant_change":return`No significant change: the change of the bias is not significant after controlling the FDR at ${Ft(n)} over the rows${r}. This does not show the bias stayed the same; the interval shown is the marginal one, which may exclude 0 for this row alone.`;default:return"Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only."}}var Oc=class extends V{constructor(){super();this.resize=new ResizeObserver(t=>{let r=Math.floor(t[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.cursor=new Zi(this,{open:t=>this.openRow(t,null),close:()=>!1});this.heads=[];this.leftOut=new Set;this.told="";this.grid="";this.minWidth=0;this.rowTemplate=t=>this.renderRow(t);this.onFocusKey=t=>{let r=t.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=Number(r.closest(".row")?.dataset.row);Number.isInteger(i)&&this.cursor.set(i)};this.onKeyAfterCursor=t=>{if(!t.defaultPrevented||t.key==="Escape"||t.key==="Enter"||t.key===" ")return;let r=t.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=this.cursor.row;if(i===null)return;let s=o=>{if(i!==this.cursor.row)return;let a=this.keyButton(i);a?a.focus({preventScroll:!0}):o&&requestAnimationFrame(()=>s(!1))};this.updateComplete.then(async()=>{await this.renderRoot.querySelector("lit-virtualizer")?.updateComplete,s(!0)})};this.table=null,this.rows=[],this.sort=bl,this.dir=vl,this.names={value:"value",bias:"bias",a:"A",b:"B",noun:"row",level:.95,fdr:.05},this.highlight=null,this.openKey=null,this.columns="auto",this.width=0}connectedCallback(){super.connectedCallback(),this.resize.observe(this),this.addEventListener("keydown",this.onKeyAfterCursor),this.addEventListener("focusin",this.onFocusKey)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect(),this.removeEventListener("keydown",this.onKeyAfterCursor),this.removeEventListener("focusin",this.onFocusKey)}missingTitle(t,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(t){case"value_a":case"bias_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): too little data for this row, or no value.`;case"value_b":case"bias_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): too little data for this row, or no value.`;case"change":return i==="both"?"No change: the bias is undefined on one side.":`No change: the row is only in ${i==="a"?"A":"B"}.`;case yl:return i==="both"?"No interval: a side has no bias with an interval.":`No interval: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=t.slice(un.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}missing(t,r){return h`<div class="cell num missing" role="cell" data-col=${t} title=${this.missingTitle(t,r)}>—</div>`}cell(t,r,i,s){if(typeof i!="number"||!Number.isFinite(i))return this.missing(t,r);let o;return t==="rank_a"||t==="rank_b"?o=C(i):t==="movement"?o=Ja(i,C(i).replace(/^-/,"\u2212")):o=Gt(i,this.names.format),h`<div class="cell num" role="cell" data-col=${t} data-v=${String(i)} title=${s??String(i)}>${o}</div>`}biasCell(t,r){let i=this.table.columns,s=t==="bias_a"?"a":"b",o=i[t][r],a=Rt(i[`lower_${s}`][r],i[`upper_${s}`][r],Ur(this.names.format??"value")),l=`${this.names.bias} in ${s.toUpperCase()}: ${Gt(o,this.names.format)}${a?`, ${Ft(this.names.level)} interval ${a}`:", no interval"}`;return this.cell(t,r,o,l)}changeTitle(t){let r=this.table.columns,i=this.names.format??"value",s=Rt(r.lower[t],r.upper[t],Ur(i)),o=r.p_value[t],a=r.q_value[t],l=r.change[t];return[`change ${typeof l=="number"?Mi(l,i):"\u2014"}`,s?`${jf(r.interval[t],this.names.level)} ${s}`:"no interval",typeof o=="number"?`p = ${Ge(o)}`:"",typeof a=="number"?`q = ${Ge(a)}`:""].filter(Boolean).join(", ")}changeCell(t,r){let i=this.table.columns,s=i.change[t];return typeof s!="number"||!Number.isFinite(s)?this.missing("change",t):h`<div
      class="cell num change v-${r}"
      role="cell"
      data-col="change"
      data-v=${String(s)}
      data-lower=${i.lower[t]??y}
      data-upper=${i.upper[t]??y}
      title=${this.changeTitle(t)}
    >
      ${Mi(s,this.names.format)}
    </div>`}intervalCell(t){let r=this.table.columns,i=Rt(r.lower[t],r.upper[t],Ur(this.names.format??"value"));if(!i)return this.missing(yl,t);let s=r.interval[t];return h`<div
      class="cell num interval i-${s}"
      role="cell"
      data-col=${yl}
      data-interval=${s}
      data-lower=${r.lower[t]??y}
      data-upper=${r.upper[t]??y}
      title=${this.changeTitle(t)}
    >
      ${i}<span class="ik">${s==="fcr"?"FCR":"marg."}</span>
    </div>`}shows(t){return!this.leftOut.has(t)}renderRow(t){let r=this.table,i=r.columns,s=i.key[t],o=i.presence[t],a=i.verdict[t],l=this.shows("values"),u=this.shows("ranks");return h`<div
      class="row ${o==="both"?"":"one-sided"} ${t===this.highlight?"focus":""} ${s===this.openKey?"open":""} ${this.cursor.isCursor(t)?"cursor":""}"
      role="row"
      style=${this.grid}
      data-row=${t}
      data-presence=${o}
      data-verdict=${a}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <button
          class="k"
          data-key=${s}
          aria-expanded=${s===this.openKey?"true":"false"}
          title=${`${s}: click or press Enter to drill down (its counts, every run, every step)`}
          @click=${c=>this.openRow(t,c.currentTarget)}
        >${s}</button>
        ${o==="both"?y:h`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
      </div>
      ${l?h`${this.cell("value_a",t,i.value_a[t])} ${this.cell("value_b",t,i.value_b[t])}`:y}
      ${this.biasCell("bias_a",t)} ${this.biasCell("bias_b",t)} ${this.changeCell(t,a)} ${this.intervalCell(t)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${a} title=${LF(a,this.names.fdr,i.q_value[t])}>
        <span class="verdict-badge v-${a}">${Ot[a]}</span>
      </div>
      ${u?h`${this.cell("rank_a",t,i.rank_a[t])} ${this.cell("rank_b",t,i.rank_b[t])} ${this.cell("movement",t,i.movement[t])}`:y}
      ${r.extras.map(c=>this.cell(`${un}${c.run}`,t,c.values?.[t]))}
    </div>`}openRow(t,r){let i=this.table?.columns.key[t];if(i===void 0)return;this.cursor.set(t);let s=r??this.keyButton(t);UE(this,{key:i,opener:s})}keyButton(t){return this.renderRoot.querySelector(`.row[data-row="${t}"] button.k`)}willUpdate(t){t.has("table")&&(this.scrollTop=0);let r=this.table,i=Zh(this.names,(r?.extras??[]).map(u=>u.run));this.heads=i,this.leftOut=F3(i,this.columns,this.width,r!==null&&G3(r.columns));let s=i.filter(u=>u.group===null||!this.leftOut.has(u.group));this.minWidth=Pc(s);let[o,...a]=s,l=u=>/^(value|bias)_[ab]$/.test(u.key)?`minmax(${u.width}px, 1fr)`:`${u.width}px`;this.grid=`grid-template-columns: minmax(${o.width}px, 2fr) ${a.map(l).join(" ")}; min-width: ${this.minWidth}px`,this.rowTemplate=u=>this.renderRow(u)}updated(){let t=this.heads.filter(r=>r.group!==null&&this.leftOut.has(r.group)).map(r=>r.name).join(`
`);t!==this.told&&(this.told=t,this.dispatchEvent(new CustomEvent("columns-hidden",{detail:t?t.split(`
`):[],bubbles:!0,composed:!0})))}intervalHead(t){return{header:h`<div class="fixed" role="columnheader" data-col=${t.key} title=${t.title}>
        <span class="top"><span class="col-name">${t.name}</span></span>
        <span class="sub">${t.sub}</span>
      </div>`}}render(){if(!this.table)return y;let r=this.heads.filter(i=>i.group===null||!this.leftOut.has(i.group)).map(i=>i.key===yl?this.intervalHead(i):{key:i.key,name:i.name,sub:i.sub,title:i.title.replace(/\.$/,""),text:i.key==="key"});return Qi(this,{columns:r,defaultDir:Z0,renderRow:this.rowTemplate,label:"Rows of A and B aligned by key",empty:"No row matches the search, the verdict or the selection.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,focusable:!0})}};Oc.properties={...Sr,names:{attribute:!1},highlight:{attribute:!1},openKey:{attribute:!1},columns:{attribute:!1},width:{state:!0}},Oc.styles=[U,...es,z`
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .head button,
      .head .fixed {
        padding: 4px 6px;
      }
      .head .fixed {
        display: flex;
        flex-direction: column;
        align-items: flex-end;
        justify-content: center;
        gap: 1px;
        font-weight: 500;
        min-width: 0;
        cursor: help;
      }
      /* An unsorted head keeps no room for its arrow: its name has the whole width. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .head .top {
        max-width: 100%;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      /* The second line names a report (run @ step): it wraps, so a long run name reads
         whole up to three lines (the head's title has it in full too). */
      .head .sub {
        white-space: normal;
        overflow-wrap: anywhere;
        text-align: right;
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 3;
        line-clamp: 3;
      }
      .head button.text .sub {
        text-align: left;
      }
      .cell {
        padding: 0 6px;
      }
      /* The key stays in view when the table scrolls sideways. */
      .head [data-col='key'],
      .cell.key {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head [data-col='key'] {
        background: var(--header-bg);
      }
      .head [data-col='key']:hover {
        background: var(--header-hover);
      }
      .cell.key {
        background: inherit;
        height: 100%;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row.focus {
        background: var(--selected-bg, #ffe0b2);
        box-shadow: inset 3px 0 0 var(--accent, #f57c00);
      }
      .row.one-sided .num {
        color: var(--muted, #757575);
      }
      .cell.key {
        display: flex;
        gap: 6px;
        align-items: center;
      }
      .cell.key .k {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      button.k {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        cursor: pointer;
      }
      button.k:hover {
        color: var(--accent, #f57c00);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.k:focus-visible {
        outline: 2px solid var(--accent, #f57c00);
        outline-offset: 1px;
      }
      .row.open {
        background: var(--selected-bg, #ffe0b2);
      }
      .row.open button.k {
        color: var(--accent, #f57c00);
        font-weight: 500;
      }
      .badge {
        flex: none;
        font-size: 10px;
        padding: 0 5px;
        border-radius: 8px;
        border: 1px solid var(--border, #e0e0e0);
        color: var(--muted, #757575);
        line-height: 14px;
      }
      .missing {
        color: var(--muted, #757575);
        cursor: help;
      }
      .cell.interval {
        color: var(--muted, #757575);
        font-size: 12px;
      }
      .cell.interval .ik {
        margin-left: 4px;
        font-size: 10px;
        opacity: 0.8;
      }
      .cell.interval.i-fcr {
        color: inherit;
      }
      .cell.verdict {
        cursor: help;
        text-align: right;
      }
      .verdict-badge {
        display: inline-block;
        font-size: 11px;
        line-height: 16px;
        padding: 0 6px;
        border-radius: 8px;
        border: 1px solid currentColor;
        color: var(--muted, #757575);
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .verdict-badge.v-worsened,
      .verdict-badge.v-improved {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
    `];customElements.define("fairness-compare-table",Oc);var Ic=class extends V{constructor(){super();this.moreParams=[];this.request=new ie;this.extraRequest=new ie;this.csv=new tm(this,()=>this.api);this.shell=new Ne(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.derived=new em;this.resize=new ResizeObserver(t=>{let r=Math.floor(t[0]?.contentRect.width??0);r!==this.hostWidth&&(this.hostWidth=r)});this.drillOpener=null;this.focusDrill=!1;this.moversActions={showAll:t=>this.onVerdict(t),showRow:t=>this.focusRow(t)};this.controlsActions={side:(t,r)=>this.onSide(t,r),swap:()=>this.swap(),search:t=>{this.highlight=null,this.patch({search:t})},also:(t,r)=>this.onAlso(t,r),verdict:t=>this.onVerdict(t),columns:t=>this.patch({columns:t}),downloadCsv:t=>{this.csv.download(this.data,this.usedOptions,t&&this.data?this.derived.visibleList.map(r=>this.data.columns.key[r]):void 0)}};this.summaryActions={openReport:t=>ri(this,t),clearBrush:()=>this.onBrush(null)};this.onSliceParams=t=>{this.moreParams=t,this.setSel(this.sel)};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.own={},this.sel=Jh(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null,this.hostWidth=0,this.hiddenColumns=[]}get drill(){return this.sel.drill}async stepsOf(t,r){let i=`${this.tag}\0${t}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(t,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let t=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),t===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,api:s}=this,o=this.usedOptions;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(t.run,l),c=tx(t,u),p=r??{run:c.run,step:U3(c,u)},d=p.run===c.run?u:await this.stepsOf(p.run,l),f=tx(p,d),m=await s.diff({tag:i,run:c.run,step:c.step,vs_run:f.run,vs_step:f.step,options:o},l);return{a:c,b:f,stepsA:u,stepsB:d,diff:m}})}catch(l){this.data=null,this.shell.fail(l);return}a!==re&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.drill!==null&&!a.diff.columns.key.includes(this.drill)&&this.closeDrill(!1),this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let t=this.data,r=this.sel.a,i=this.sel.also;if(!t||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,t&&this.shell.ready();return}let s=new Map(this.extras.map(p=>[p.run,p]));this.extras=i.map(p=>s.get(p)??{run:p,values:null}),this.shell.start();let{tag:o,api:a}=this,l=this.usedOptions,u=t.columns.key,c=await this.extraRequest.run(p=>Promise.all(i.map(async d=>{let f=s.get(d);if(f?.values)return{run:d,values:f.values,error:null};try{let m=await a.diff({tag:o,run:r.run,step:r.step,vs_run:d,vs_step:null,options:l},p);return{run:d,values:W3(u,m),error:null}}catch(m){if(p.aborted)throw m;return{run:d,values:null,error:vt(m)}}})));c!==re&&(this.extras=c.map(({run:p,values:d})=>({run:p,values:d})),this.extraErrors=new Map(c.filter(p=>p.error!==null).map(p=>[p.run,p.error])),this.shell.ready())}setSel(t){this.sel=t;let r=xs(this.declaration)?h6(this.moreParams):[];Le(this,[...H3(t),...Xr(this.own,Dt,this.declaration),...r])}get usedOptions(){return ys(this.declaration,"compare",Kn(this.options,this.own))}setOwn(t){this.own=t,this.setSel(this.sel),this.load()}fit(t){let r=this.runs??[],i=j3(t.a,r,this.run,this.step),s=t.b!==null&&r.includes(t.b.run)?t.b:null;if(s===null&&i!==null){let l=q3(i,r);l!==null&&(s={run:l,step:null})}let o=Qh(t.also,r,i,s),a=!t.sort.startsWith(un)||o.includes(t.sort.slice(un.length));return{...t,a:i,b:s,also:o,sort:a?t.sort:bl,dir:a?t.dir:vl}}onSide(t,r){let i=this.sel[t];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[t]:s},a=Qh(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:t,b:r,brush:i}=this.sel;if(!t||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:t,brush:s,verdict:K3(this.sel.verdict)}),this.load()}onAlso(t,r){let i=r?[...this.sel.also,t]:this.sel.also.filter(o=>o!==t),s=Qh(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(t){this.setSel({...this.sel,...t})}onBrush(t){this.highlight=null,this.patch({brush:t})}onVerdict(t){this.highlight=null,this.patch({verdict:t})}focusRow(t){let r=this.data?.columns.key[t];r!==void 0&&(this.highlight=t,this.patch({search:n6(r),brush:null,verdict:null}))}openDrill(t){this.drillOpener=t.detail.opener,this.focusDrill=!0,this.patch({drill:t.detail.key})}closeDrill(t=!0){let r=this.drill,i=this.drillOpener;this.patch({drill:null}),this.drillOpener=null,t&&i?.isConnected&&i.dataset.key===r&&i.focus({preventScroll:!0})}updated(){if(!this.focusDrill)return;let t=this.renderRoot.querySelector("fairness-row-drilldown");t&&(this.focusDrill=!1,t.updateComplete.then(()=>t.focusPanel()))}reset(){this.stepsCache.clear(),this.setSel(this.fit(Jh())),this.load()}retry(){this.stepsCache.clear(),this.load()}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}willUpdate(t){if(!this.hasUpdated)this.own=Yr(this.params,Dt,this.declaration),this.moreParams=m6(this.params,this.declaration),this.setSel(this.fit(V3(this.params))),this.load();else if(t.has("revision")&&!t.has("tag")&&!t.has("options")&&!t.has("runs"))this.stepsCache.clear(),this.load();else if(t.has("tag")||t.has("options")||t.has("runs")){let r=this.sel,i=Yr(Xr(this.own,Dt,this.declaration),Dt,this.declaration);if(JSON.stringify(i)!==JSON.stringify(this.own)&&(this.own=i),t.has("tag")){this.stepsCache.clear();let s=this.runs.length<2;this.sel={...r,drill:null,a:r.a&&this.runs.includes(r.a.run)?{run:r.a.run,step:null}:null,b:!s&&r.b&&this.runs.includes(r.b.run)?{run:r.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}this.derived.update(this,t)}renderControls(){return l6({sel:this.sel,runs:this.runs,stepsA:this.stepsA,stepsB:this.stepsB,data:this.data,searchError:this.derived.search.error,hiddenColumns:this.hiddenColumns,shell:this.shell,csvPending:this.csv.pending,csvError:this.csv.error},this.controlsActions)}renderSummary(t){let r={sel:this.sel,kindTitle:this.kindTitle,noun:this.derived.noun,shown:this.derived.visible.length,brushed:this.derived.brushed,extras:this.extras,extraErrors:this.extraErrors,declaration:this.declaration};return d6(t,r,this.summaryActions)}renderDrill(t){return this.drill===null?y:h`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.derived.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${t.tag}
      .run=${t.b.run}
      .step=${t.b.step}
      .base=${{run:t.a.run,step:t.a.step}}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.derived.noun.one}
      .declaration=${this.declaration}
      .closable=${!0}
      .revision=${this.revision}
      @row-close=${()=>this.closeDrill()}
    ></fairness-row-drilldown>`}render(){let t=this.sel,r=this.derived;return this.runs.length===0?h`<div class="message">No run holds a report under this tag.</div>`:h`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
        .mode=${"compare"}
        .api=${this.api}
        .source=${t.a?{run:t.a.run,tag:this.tag,step:t.a.step}:null}
        .revision=${this.revision}
        .declaration=${this.declaration}
        .inherited=${this.options}
        .own=${this.own}
        @own-options=${i=>this.setOwn(i.detail)}
      ></fairness-mode-options>
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(r.table&&this.data,i=>h`${c6(i,r.noun,this.shell.loading)} ${s6(i,this.shell.loading)} ${this.renderSummary(i)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${r.table}
                .rows=${r.visibleList}
                .sort=${t.sort}
                .dir=${t.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .columns=${t.columns}
                .names=${{value:i.value,bias:i.bias,a:`${i.a.run} @ ${i.a.step}`,b:`${i.b.run} @ ${i.b.step}`,noun:r.noun.one,level:i.level,fdr:i.fdr,format:i.format}}
                @sort-change=${s=>this.patch({sort:s.detail.column,dir:s.detail.dir})}
                @row-open=${s=>this.openDrill(s)}
                @columns-hidden=${s=>this.hiddenColumns=s.detail}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${r.points}
                  .brush=${t.brush}
                  .highlight=${this.highlight}
                  .bias=${i.bias}
                  .format=${i.format}
                  .columns=${i.columns}
                  @brush-change=${s=>this.onBrush(s.detail)}
                  @point-click=${s=>this.focusRow(s.detail)}
                ></fairness-compare-scatter>
                ${ix("worsened",r.moved.worsened,i.summary.worsened,i.bias,this.moversActions,i.format)}
                ${ix("improved",r.moved.improved,i.summary.improved,i.bias,this.moversActions,i.format)}
              </div>
            </div>
            ${T6(i,this.api,this.declaration,this.moreParams,this.usedOptions,this.onSliceParams)}
            ${this.renderDrill(i)}`,"Comparing the reports\u2026")}
    `}};Ic.properties={...Ko,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0},hostWidth:{state:!0},hiddenColumns:{state:!0},revision:{attribute:!1}},Ic.styles=[U,je,ze,Cd,Is,zs,ot,i6];customElements.define("fairness-compare",Ic);var hx=["#4e79a7","#f28e2c","#e15759","#76b7b2","#59a14f","#edc949","#af7aa1","#ff9da7","#9c755f","#bab0ab"],NF=10;function $l(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function A6(e,n){return e.series.filter(t=>n===null||n.includes(t.run)).map(t=>({...t,points:[...t.points].sort((r,i)=>r.step-i.step)}))}function E6(e,n=null){let t=A6(e,n),{dots:r,missing:i}=mh(t.flatMap(o=>o.points.map(a=>({line:o.run,step:a.step,wall_time:a.wall_time,value:a.present?$l(a.bias):null,lower:$l(a.lower),upper:$l(a.upper)}))),t.map(o=>o.run)),s=[];for(let o of t){let a=o.first_worse,l=a?o.points.find(u=>u.step===a.step):void 0;a&&l&&s.push({...a,run:o.run,wall_time:l.wall_time})}return{name:"bias",dots:r,missing:i,worse:s}}function OF(e){let n=new Map;for(let t of e)for(let r of t.groups)n.set(r.group,Math.max(n.get(r.group)??0,r.n??0));return[...n.keys()].sort((t,r)=>(n.get(r)??0)-(n.get(t)??0)||(t<r?-1:t>r?1:0))}function P6(e,n=null){return A6(e,n).map(t=>{let r=OF(t.points),i=r.slice(0,NF),s=t.points.flatMap(l=>i.map(u=>{let c=l.groups.find(p=>p.group===u);return{line:u,step:l.step,wall_time:l.wall_time,value:$l(c?.value),lower:$l(c?.lower),upper:$l(c?.upper)}})),{dots:o,missing:a}=mh(s,i);return{run:t.run,groups:r,drawn:i.length,chart:{name:`groups:${t.run}`,dots:o,missing:a,worse:[]}}})}var im=360,M6=760,D6=240,IF=14;function L6(e){let n=Math.floor((e-28)/2);return n>=im?Math.min(n,M6):Math.max(im,Math.min(e,M6))}var zF=new Intl.NumberFormat("en",{notation:"compact",maximumFractionDigits:1});function N6(e){return Number.isInteger(e)?zF.format(e):""}function BF(e,n,t){let r=Math.max(2,Math.floor(t.width/90)),i={label:vE(e),labelAnchor:"center",labelArrow:"none",inset:8};if(e==="wall")return{scale:{...i,type:"utc",ticks:Math.min(r,5)},text:c=>Ki(c/1e3)};if(e==="relative"){let c=Math.min(...n),p=Math.max(...n);return{scale:{...i,ticks:bE(c,p,r),tickFormat:Iw},text:Iw}}let s=[...new Set(n)].sort((c,p)=>c-p),o=s[s.length-1]-s[0],a=t.width-68,l=s.every((c,p)=>p===0||(c-s[p-1])/o*a>=40),u=s.length<=Math.min(10,r)&&o>0&&l?s:r;return{scale:{...i,ticks:u,tickFormat:N6},text:c=>`step ${c}`}}function zc(e,n,t,r){let{dots:i}=e;if(i.length===0)return{chart:e,svg:null,pixels:[],logDrawn:!1};let s=r.headline(e.name),o=r.level,a=o===null?"":`${Math.round(o*100)}% `,l=yE(i,r.smoothing),u=A=>gE(A,r.x,r.origins),c=A=>r.x==="wall"?new Date(A):A,p=i.map(A=>({...A,x:c(u(A)),smoothed:l.get(A)??A.value})),d=i.map(u),f=Math.min(...d),m=Math.max(...d),g=r.x==="step"&&r.step!==null&&r.step>=f-(m-f)&&r.step<=m+(m-f)?r.step:null;if(g!==null&&(f=Math.min(f,g),m=Math.max(m,g)),f===m){let A=r.x==="wall"?1e3:1;f-=A,m+=A}let v=BF(r.x,g!==null?[...d,g]:d,r),b=p.filter(A=>A.run===r.run),w=p.filter(A=>A.run!==r.run),$=A=>`${A.run}, step ${A.step}: ${ws(A.value,s.format)}`,x=p.filter(A=>A.lower!==null&&A.upper!==null),T=LE(p),S=n.filter(A=>T.some(X=>X.run===A)),k={label:null,grid:!0},R=DE(i,s.format,r.fit),P=r.log&&xE(i);P?(k.type="log",k.tickFormat="~g",R!==null&&R[0]>0&&(k.domain=R)):(R!==null&&(k.domain=R),k.tickFormat="~g",s.format==="percent"&&R!==null&&(k.tickFormat=Wu(R[0],R[1])),s.format==="points"&&(k.tickFormat=A=>String(Number((A*100).toPrecision(6))),k.label="pp"),s.format==="count"&&(k.zero=!0,k.nice=!0,k.tickFormat=N6));let N=e.missing.map(A=>({...A,x:c(u(A)),reason:ph(A)})),M=e.worse.map(A=>({...A,x:c(u(A))})),L=r.smoothing>0,q=(A,X)=>L?[Fn(A,{x:"x",y:"value",z:"segment",stroke:"run",strokeWidth:1,strokeOpacity:.3}),Fn(A,{x:"x",y:"smoothed",z:"run",stroke:"run",strokeWidth:X})]:[Fn(A,{x:"x",y:"value",z:"segment",stroke:"run",strokeWidth:X})],I=Ae({width:r.width,height:D6,marginTop:12,marginLeft:50,marginRight:18,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{...v.scale,domain:[c(f),c(m)]},y:{...k,inset:6},color:{domain:n,range:t},marks:[g!==null?Fe([g],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,Fe(N,{x:"x",stroke:"run",strokeOpacity:.45,strokeDasharray:"2,3",title:A=>`${A.run}, step ${A.step}: undefined: ${A.reason}`}),Pi(x,{x:"x",y1:"lower",y2:"upper",z:"segment",fill:"run",fillOpacity:.14,clip:!0}),...["lower","upper"].map(A=>Fn(x,{x:"x",y:A,z:"segment",stroke:"run",strokeOpacity:.45,strokeWidth:.75,clip:!0})),...S.map((A,X)=>Fe(T.filter(oe=>oe.run===A),{x:"x",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0,dx:(X-(S.length-1)/2)*3})),...q(w,1.5),...q(b,3),nt([...w,...b],{x:"x",y:"value",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:L?3:4,ariaLabel:$}),nt(M,{x:"x",y:"value",r:8,fill:"none",stroke:"var(--bad, #c62828)",strokeWidth:2,className:"first-worse",title:A=>`${A.run}: first significantly worse at ${jw(A,s.format)}`})]});I.querySelectorAll("g.first-worse circle").forEach((A,X)=>{let oe=M[X];oe&&(A.setAttribute("data-run",oe.run),A.setAttribute("data-step",String(oe.step)),A.setAttribute("data-vs-step",String(oe.vs_step)))}),I.setAttribute("data-name",e.name),I.setAttribute("data-x",r.x),I.setAttribute("data-y-type",P?"log":"linear");let E=I.scale("y");E?.domain&&I.setAttribute("data-y-domain",JSON.stringify(E.domain)),E?.range&&I.setAttribute("data-y-range",JSON.stringify(E.range));let K=[...w,...b],B=new Map(K.map(A=>[$(A),A]));for(let A of I.querySelectorAll('g[aria-label="dot"] circle')){let X=B.get(A.getAttribute("aria-label")??"");X&&(A.setAttribute("data-run",X.run),A.setAttribute("data-step",String(X.step)),A.setAttribute("data-value",String(X.value)),A.setAttribute("data-smoothed",String(X.smoothed)),X.lower!==null&&A.setAttribute("data-lower",String(X.lower)),X.upper!==null&&A.setAttribute("data-upper",String(X.upper)))}let Q=I.scale("x"),F=I.scale("y"),j=K.map(A=>({x:Number(Q?.apply(A.x)),y:Number(F?.apply(A.value))})),G=document.createElement("div");G.className="plot",G.append(I);let J=new mx(G,I,K,j,n,t,{title:s.title,value:A=>ws(A,s.format),x:v.text,interval:A=>A.lower!==null&&A.upper!==null?`${a}interval [${ws(A.lower,s.format)}, ${ws(A.upper,s.format)}]`:"",smoothing:L});return I.addEventListener("click",A=>HF(A,I,K,j,r.open)),I.addEventListener("pointermove",A=>{let X=O6(A,I,j);I.classList.toggle("over-point",X!==null),J.show(A)}),I.addEventListener("pointerleave",()=>J.hide()),{chart:{...e,dots:K},svg:G,pixels:j,logDrawn:P}}var mx=class{constructor(n,t,r,i,s,o,a){this.box=n;this.svg=t;this.rows=r;this.pixels=i;this.domain=s;this.colors=o;this.text=a;this.tip=document.createElement("div");this.rule=document.createElement("div");this.tip.className="hover",this.tip.setAttribute("role","tooltip"),this.rule.className="hover-rule",this.hide(),n.append(this.rule,this.tip)}hide(){this.tip.hidden=!0,this.rule.hidden=!0}show(n){let t=this.svg.getBoundingClientRect();if(t.width===0)return;let r=Number(this.svg.getAttribute("width")??t.width)/t.width,i=(n.clientX-t.left)*r,s=wE(this.rows,this.pixels.map(m=>m.x),i,this.domain);if(s.length===0)return this.hide();let o=this.pixels[this.rows.indexOf(s[0])].x,a=s.map(m=>{let g=document.createElement("div");g.className="hover-row",g.dataset.run=m.run,g.dataset.step=String(m.step),g.dataset.value=String(m.value);let v=document.createElement("span");v.className="swatch",v.style.background=this.colors[this.domain.indexOf(m.run)]??"var(--muted)";let b=document.createElement("span");b.className="run-name",b.textContent=m.run;let w=document.createElement("b");w.textContent=this.text.smoothing?this.text.value(m.smoothed):this.text.value(m.value);let $=document.createElement("span");return $.className="muted",$.textContent=[this.text.smoothing?`value ${this.text.value(m.value)}`:"",`step ${m.step}`,this.text.interval(m)].filter(Boolean).join(" \xB7 "),g.append(v,b,w,$),g}),l=document.createElement("div");l.className="hover-head",l.textContent=`${this.text.title}${this.text.smoothing?" (smoothed)":""} \xB7 ${this.text.x(FF(s[0].x))}`;let u=document.createElement("div");u.className="muted",u.textContent="click a point: open that report",this.tip.replaceChildren(l,...a,u),this.tip.hidden=!1,this.rule.hidden=!1;let c=o/r;this.rule.style.left=`${c}px`,this.rule.style.height=`${t.height}px`;let p=this.box.clientWidth,d=this.tip.offsetWidth,f=c+14+d>p?Math.max(0,c-14-d):c+14;this.tip.style.left=`${f}px`,this.tip.style.top=`${Math.max(0,n.clientY-t.top-10)}px`}};function FF(e){return e instanceof Date?e.getTime():e}function O6(e,n,t){let r=n.getBoundingClientRect();if(r.width===0||r.height===0)return null;let i=Number(n.getAttribute("width")??r.width)/r.width,s=D6/r.height;return gh(t,(e.clientX-r.left)*i,(e.clientY-r.top)*s,IF*i)}function HF(e,n,t,r,i){let s=O6(e,n,r);if(s===null)return;let o=t[s];i(o)}function sm(e,n,t){return e.length===0?y:h`<div class="note worse" data-role="first-worse" title=${t??""}>
    <span class="ring" aria-hidden="true"></span> First significantly worse than its best before:
    ${e.map((r,i)=>h`${i?"; ":""}<span class="worse-run" data-run=${r.run} data-step=${r.step} data-vs-step=${r.vs_step}
          >${r.run} at ${jw(r,n)}</span
        >`)}.
  </div>`}var Bc=class extends V{constructor(){super();this.request=new ie;this.shell=new Ne(this,[this.request]);this.bias=null;this.groups=[];this.tag="",this.runs=null,this.options={},this.key=null,this.revision="",this.axes=null,this.domain=[],this.colors=[],this.data=null,this.keyText=""}async load(){if(!this.api||!this.tag)return;this.shell.start();let t={tag:this.tag,runs:this.runs??[],key:this.key,options:this.options},r;try{r=await this.request.run(i=>this.api.rowTrend(t,i))}catch(i){this.data=null,this.shell.fail(i);return}r!==re&&(this.data=r,this.shell.ready())}willUpdate(t){t.has("key")&&(this.keyText=this.key??""),["api","tag","runs","options","key","revision"].some(i=>t.has(i)&&JSON.stringify(t.get(i))!==JSON.stringify(this[i]))&&this.load(),(t.has("data")||t.has("axes")||t.has("colors")||t.has("domain"))&&this.draw()}draw(){let t=this.data,r=this.axes;if(this.bias=null,this.groups=[],!t||!r||t.key===null)return;let i=dh(t.series.flatMap(l=>l.points.map(u=>({run:l.run,wall_time:u.wall_time})))),s=(l,u)=>ri(this,{run:l,step:u}),o={title:`${t.bias} of ${t.key_name} ${t.key}`,explanation:"",format:Yu(t.format)};this.bias=zc(E6(t,this.runs),this.domain,this.colors,{...r,headline:()=>o,origins:i,open:l=>s(l.run,l.step)});let a={title:t.value??"value",explanation:"",format:Yu(t.value_format??"value")};for(let l of P6(t,this.runs)){let u=i.get(l.run)??0,c=l.groups.slice(0,l.drawn),p=zc(l.chart,c,hx.slice(0,c.length),{...r,run:"",headline:()=>a,origins:new Map(c.map(d=>[d,u])),open:d=>s(l.run,d.step)});this.groups.push({group:l,drawn:p})}}pick(t){this.keyText=t;let r=t.trim()===""?null:t;r!==null&&this.data&&!this.data.keys.includes(r)&&this.data.keys.length>=this.data.keys_total||r!==this.key&&this.dispatchEvent(new CustomEvent("row-key",{detail:r,bubbles:!0,composed:!0}))}renderPicker(){let t=this.data,r=t?.key_name??"row";return h`<div class="row-picker">
      <label class="field">
        <span class="name">Per group: ${r}</span>
        <input
          name="row_key"
          list="row-keys"
          placeholder=${`a ${r}, the most biased first`}
          .value=${this.keyText}
          @change=${i=>this.pick(i.target.value)}
        />
        <datalist id="row-keys">${(t?.keys??[]).map(i=>h`<option value=${i}></option>`)}</datalist>
      </label>
      ${this.key!==null?h`<button class="small" name="row_clear" @click=${()=>this.pick("")}>Clear</button>`:y}
      ${this.key===null?h`<span class="muted">Pick a ${r} to draw its value for each group over the steps, and its bias.</span>`:y}
    </div>`}renderBias(t){let r=this.bias;return r?h`<section class="chart" style=${`width: ${this.axes?.width??360}px`} data-name="row-bias" data-points=${r.chart.dots.length}>
      <h3>${t.bias} of ${t.key_name} <span class="key">${t.key}</span></h3>
      <div class="explanation muted">The size of this ${t.key_name}'s bias at each step, as Compare judges it, a line per run.</div>
      ${r.svg??h`<div class="none">No step has a value.</div>`}
      ${sm(r.chart.worse,Yu(t.format),t.first_worse_test)}
    </section>`:y}renderGroups(t){return this.groups.map(({group:r,drawn:i})=>h`<section class="chart" style=${`width: ${this.axes?.width??360}px`} data-name="row-groups" data-run=${r.run} data-groups=${r.groups.length}>
          <h3>${r.run}: ${t.value??"value"} by group</h3>
          <div class="legend">
            ${r.groups.slice(0,r.drawn).map((s,o)=>h`<span class="group" data-group=${s}><span class="swatch" style=${`background: ${hx[o]}`}></span>${s}</span>`)}
          </div>
          ${i.svg??h`<div class="none">No group has a value at any step.</div>`}
          ${r.groups.length>r.drawn?h`<div class="note muted" data-role="more-groups">
                  The ${r.drawn} largest of ${r.groups.length} groups drawn.
                </div>`:y}
        </section>`)}render(){let t=this.data;return h`${this.renderPicker()}
      ${this.shell.renderError(`Could not load the ${t?.key_name??"row"}`,[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${t&&t.key!==null?h`<div class="charts row-charts ${this.shell.loading?"stale":""}">${this.renderBias(t)} ${this.renderGroups(t)}</div>`:y}`}};Bc.properties={api:{attribute:!1},tag:{attribute:!1},runs:{attribute:!1},options:{attribute:!1},key:{attribute:!1},revision:{attribute:!1},axes:{attribute:!1},domain:{attribute:!1},colors:{attribute:!1},data:{state:!0},keyText:{state:!0}},Bc.styles=[U,je,ze,ot,ol];customElements.define("fairness-trend-row",Bc);var Fc=class extends V{constructor(){super();this.request=new ie;this.shell=new Ne(this,[this.request]);this.drawn=[];this.rowAxes=null;this.chartWidth=im;this.resize=new ResizeObserver(()=>{let t=L6(this.clientWidth);t!==this.chartWidth&&(this.chartWidth=t,this.drawn=this.draw(),this.requestUpdate())});this.onColors=()=>{this.drawn=this.draw(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=Bw(null),this.thresholdText="",this.runFilter="",this.data=null}connectedCallback(){super.connectedCallback(),vn().addEventListener(Jr,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),vn().removeEventListener(Jr,this.onColors),this.resize.disconnect()}get hasGapThreshold(){return Me(this.declaration,jn)!==null}levelText(t){let r=qw(t.level,Kn(this.options,this.selection.own),this.declaration);return r===null?"":`${Math.round(r*100)}%`}headline(t){return NE(t,this.data?.headlines??this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let t=this.tag,r=this.selection.runs??[],i=Kw(this.options,this.selection,this.hasGapThreshold,this.declaration),s;try{s=await this.request.run(o=>this.api.trend({tag:t,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==re&&(this.data=s,this.shell.ready())}change(t){this.selection=t,Le(this,Hw(t,this.declaration))}willUpdate(t){if(!this.hasUpdated)this.selection=AE(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),Le(this,Hw(this.selection,this.declaration)),this.load();else{if(t.has("declaration")){let i=FE(this.selection,this.declaration);i!==this.selection&&(this.change(i),this.thresholdText=String(i.gapThreshold??""))}let r=t.has("tag")||t.has("options")||t.has("kind")||t.has("declaration")||t.has("api")||t.has("revision");if(t.has("runs")){let i=hh(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(t.has("selection")){let i=t.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load()}(t.has("data")||t.has("declaration")||t.has("runs")||t.has("run")||t.has("step")||t.has("selection")||t.has("runFilter"))&&(this.drawn=this.draw())}drawnRuns(){let t=Vw(this.runs,this.runFilter);return this.selection.runs===null&&(this.runFilter===""||t.error)?null:$o(this.selection,this.runs).filter(r=>t.runs.includes(r))}xAxis(t){let r=this.drawnRuns();return this.selection.x??mE(t.series.filter(i=>r===null||r.includes(i.run)))}draw(){let t=this.data;if(!t)return[];let r=[...this.runs,...t.series.map(l=>l.run).filter(l=>!this.runs.includes(l))],i=Xu(r),s=OE(t,this.drawnRuns()),o={level:qw(t.level,Kn(this.options,this.selection.own),this.declaration),run:this.run,step:this.step,fit:this.selection.fit,x:this.xAxis(t),smoothing:this.selection.smoothing,log:this.selection.log,width:this.chartWidth};this.rowAxes={axes:o,domain:r,colors:i};let a={...o,headline:l=>this.headline(l),origins:dh(t.series.flatMap(l=>l.points.map(u=>({run:l.run,wall_time:u.wall_time})))),open:l=>ri(this,{run:l.run,step:l.step})};return s.map(l=>zc(l,r,i,a))}onToggle(t,r,i){let s=EE(this.selection,this.runs,t,r);i.checked=$o(s,this.runs).includes(t),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(t,r){let i=t.target.value;this.thresholdText=i;let s=fh(i,this.declaration);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let t=this.data;if(!t)return;let r=this.selection.runs===null?null:$o(this.selection,this.runs),i=["fairness","trend",t.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&i.push(`gap${this.selection.gapThreshold}`),Wi(BE(t,r),Et(i))}renderRuns(){let t=$o(this.selection,this.runs),r=Xu(this.runs),i=l=>r[this.runs.indexOf(l)]??"var(--muted)",s=Vw(this.runs,this.runFilter),o=PE(this.runs,this.run).filter(l=>s.runs.includes(l)),a=this.drawnRuns()??this.runs;return h`<div class="field">
      <span class="name" data-drawn=${a.length}>Runs (${a.length} of ${this.runs.length} drawn)</span>
      <div class="run-filter">
        <input
          name="run_filter"
          placeholder="Filter runs (regex)"
          class=${s.error?"invalid":""}
          title=${s.error??"A regular expression over the run names, as in TensorBoard: only the runs it matches are listed and drawn"}
          aria-invalid=${s.error?"true":"false"}
          .value=${this.runFilter}
          @input=${l=>this.runFilter=l.target.value}
        />
        ${s.error?h`<span class="filter-error" role="alert">Invalid regex, filter ignored: ${s.error}</span>`:y}
      </div>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${o.map(l=>h`<label class=${l===this.run?"current":""} title=${l===this.run?`${l} (the report on screen)`:l}>
            <input
              type="checkbox"
              name="run"
              .value=${l}
              .checked=${t.includes(l)}
              ?disabled=${t.length===1&&t.includes(l)}
              data-run=${l}
              @change=${u=>{let c=u.target;this.onToggle(l,c.checked,c)}}
            />
            <span class="swatch" style="background: ${i(l)}"></span>
            <span class="run-name">${l}</span>
          </label>`)}
        ${o.length===0?h`<span class="muted">no run matches</span>`:y}
        ${this.selection.runs!==null?h`<button class="primary small" name="all-runs" @click=${()=>this.change({...this.selection,runs:null})}>
              All runs
            </button>`:y}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return y;let t=fh(this.thresholdText,this.declaration)===null;return h`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${dt(this.declaration,jn).min??y}
        max=${dt(this.declaration,jn).max??y}
        step="0.01"
        .value=${this.thresholdText}
        class=${t?"invalid":""}
        aria-invalid=${t?"true":"false"}
        title=${t?Pt(this.declaration,jn):"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${r=>this.onThreshold(r,!1)}
        @change=${r=>this.onThreshold(r,!0)}
      />
    </label>`}renderFit(){return h`<label
      class="field"
      title="What the y axis fits: the lines (their movement over steps shows; bands wider than the plot are cut at its edges), or the whole intervals too"
    >
      <span class="name">Y axis</span>
      <select name="fit" @change=${t=>this.change({...this.selection,fit:t.target.value})}>
        <option value="lines" .selected=${this.selection.fit==="lines"}>fit the lines</option>
        <option value="intervals" .selected=${this.selection.fit==="intervals"}>fit the intervals</option>
      </select>
    </label>`}renderAxes(t){let r=t!==null&&this.selection.x===null?this.xAxis(t):null,i=this.selection.smoothing;return h`<label
        class="field"
        title="The horizontal axis, as in Scalars: the step, the time since each run's first point (runs logged per epoch and per optimizer step both span the chart), or the wall-clock time. Unchosen: Relative when the runs' step ranges differ tenfold or more, else Step."
      >
        <span class="name">Horizontal axis</span>
        <select
          name="x_axis"
          @change=${s=>{let o=s.target.value;this.change({...this.selection,x:o==="auto"?null:o})}}
        >
          <option value="auto" .selected=${this.selection.x===null}>${r?`auto (${Nw[r]})`:"auto"}</option>
          ${uh.map(s=>h`<option value=${s} .selected=${this.selection.x===s}>${Nw[s]}</option>`)}
        </select>
      </label>
      <label
        class="field"
        title="Smoothing, as in Scalars: the debiased exponential moving average of each run's values with this weight (0: none). The values stay drawn, faint; the points and the intervals are the values'."
      >
        <span class="name">Smoothing <span class="smoothing-value">${i.toFixed(2)}</span></span>
        <input
          type="range"
          name="smoothing"
          min="0"
          max=${ch}
          step="0.01"
          .value=${String(i)}
          @input=${s=>{let o=Fw(s.target.value);o!==null&&this.change({...this.selection,smoothing:o})}}
        />
      </label>
      <label class="field checkbox" title="A logarithmic y axis on the charts whose values and intervals are all above zero (the others stay linear and say so)">
        <span class="name">Log scale</span>
        <input
          type="checkbox"
          name="log"
          .checked=${this.selection.log}
          @change=${s=>this.change({...this.selection,log:s.target.checked})}
        />
      </label>`}renderRow(){if(!this.declaration?.bias)return y;let t=Kw(this.options,this.selection,this.hasGapThreshold,this.declaration);return h`<h2 class="row-heading">Per group</h2>
      <fairness-trend-row
        .api=${this.api}
        .tag=${this.tag}
        .runs=${this.drawnRuns()}
        .options=${t}
        .key=${this.selection.key}
        .revision=${this.revision}
        .axes=${this.rowAxes?.axes??null}
        .domain=${this.rowAxes?.domain??[]}
        .colors=${this.rowAxes?.colors??[]}
        @row-key=${r=>this.change({...this.selection,key:r.detail})}
      ></fairness-trend-row>`}renderChart(t){let r=this.headline(t.chart.name),i=t.chart.missing;return h`<section
      class="chart"
      style=${`width: ${this.chartWidth}px`}
      data-name=${t.chart.name}
      data-points=${t.chart.dots.length}
      data-missing=${i.length}
    >
      <h3 title=${t.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||h`Headline number <code>${t.chart.name}</code>.`}</div>
      ${t.svg??h`<div class="none">No step has a value${i.length?`: ${ph(i[0])}`:""}.</div>`}
      ${this.selection.log&&t.svg&&!t.logDrawn?h`<div class="note muted" data-role="linear">Linear: a value or an interval end is zero or below.</div>`:y}
      ${i.length>0?h`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${zE(i)}.
          </div>`:y}
      ${sm(t.chart.worse,r.format,this.data?.first_worse_test)}
    </section>`}render(){let t=this.data,r=this.selection.runs===null?null:$o(this.selection,this.runs),i=ME(ys(this.declaration,"trend",Kn(this.options,this.selection.own))),s=t!==null&&t.series.every(o=>o.points.length===0);return h`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()} ${this.renderFit()} ${this.renderAxes(t)}
          <fairness-mode-options
            .mode=${"trend"}
            .api=${this.api}
            .source=${this.runs.length?{run:null,tag:this.tag,step:null}:null}
            .revision=${this.revision}
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            .skip=${[jn]}
            @own-options=${o=>this.change({...this.selection,own:o.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",t!==null,()=>this.download(),"The headline numbers as CSV (run,step,wall_time,names...)")}
        </div>
      </div>
      ${this.shell.renderError("Could not load the trends",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(t,o=>h`<div class="body ${this.shell.loading?"stale":""}">
            <div class="summary">
              <span
                >Headline numbers of <b>${o.tag}</b> (${this.kindTitle||o.kind} reports) over steps ·
                ${i?h`options: <span class="options">${i}</span>`:h`the default options`}
                ${this.hasGapThreshold?h` · gap threshold ${this.selection.gapThreshold}`:y}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bands: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")} (a bar at a point without neighbours). A worst
                or largest value is picked out of many rows, so its interval holds for every row at once (conservative;
                docs/statistics.md).</span
              >
              ${this.drawn.some(a=>a.chart.worse.length>0)?h`<span class="muted" data-role="worse-legend"
                      ><span class="ring" aria-hidden="true"></span> marks the first step at which a run's number is significantly
                      worse than at its best step before (${o.first_worse_test??"the change between the two steps"}: a
                      mark where nothing changed has at most a ${Number(((1-(o.level??.95))*100).toPrecision(3))}% chance per run
                      and number).</span
                    >`:y}
            </div>
            ${s?h`<div class="none message">No steps of this tag in the chosen runs.</div>`:h`${IE(o,r)?h`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:y}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
            ${this.renderRow()}
          </div>`,"Loading the trends\u2026")}`}};Fc.properties={...Ko,revision:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},runFilter:{state:!0},data:{state:!0}},Fc.styles=[U,je,ze,br,ot,ol];customElements.define("fairness-trend",Fc);var I6=z`
  input[name='run_filter'] {
    width: 220px;
  }
  select[name='runs-step'] {
    min-width: 90px;
  }
  .picked {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .pick-badge {
    display: inline-block;
    min-width: 14px;
    padding: 0 5px;
    border-radius: 8px;
    font-size: 11px;
    line-height: 16px;
    font-weight: 600;
    text-align: center;
    color: var(--bg);
    background: var(--accent);
  }
  .picked .names {
    max-width: 340px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The table and the chart: side by side in a wide tab (the table takes what is left),
     the chart below the table in a narrow one (the body scrolls). */
  .main {
    display: flex;
    gap: 16px;
    align-items: stretch;
    min-height: 0;
  }
  .main.wide {
    flex: 1;
    flex-direction: row;
  }
  .main.narrow {
    flex-direction: column;
  }
  .table-box {
    display: flex;
    flex-direction: column;
    min-width: 0;
    min-height: 0;
    flex: 1;
  }
  /* As tall as its rows (a few runs leave no empty box), at most the height left. */
  .main.wide fairness-runs-table {
    flex: 0 1 auto;
    max-height: var(--table-content);
    min-height: min(200px, var(--table-content));
  }
  .main.narrow fairness-runs-table {
    height: var(--table-height, 420px);
    flex: none;
  }
  .chart-box {
    flex: none;
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-height: 0;
    overflow-y: auto;
  }
  .chart-box h3 {
    margin: 0;
  }
  .legend-line {
    font-size: 12px;
    color: var(--muted);
    max-width: 560px;
  }
  .legend-line .front {
    color: var(--accent);
    font-weight: 600;
  }
  .skipped {
    font-size: 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    padding: 6px 10px;
    max-width: 900px;
  }
  .skipped summary {
    cursor: pointer;
    color: var(--warn-fg);
  }
  .skipped ul {
    margin: 4px 0 0;
    padding-left: 20px;
    max-height: 160px;
    overflow-y: auto;
  }
  .skipped li {
    margin: 2px 0;
  }
  .skipped .run {
    font-weight: 500;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;var z6=Fs(class extends Xi{constructor(e){if(super(e),e.type!==dn.PROPERTY&&e.type!==dn.ATTRIBUTE&&e.type!==dn.BOOLEAN_ATTRIBUTE)throw Error("The `live` directive is not allowed on child or event bindings");if(!Pd(e))throw Error("`live` bindings can only contain a single expression")}render(e){return e}update(e,[n]){if(n===Nt||n===y)return n;let t=e.element,r=e.name;if(e.type===dn.PROPERTY){if(n===t[r])return Nt}else if(e.type===dn.BOOLEAN_ATTRIBUTE){if(!!n===t.hasAttribute(r))return Nt}else if(e.type===dn.ATTRIBUTE&&t.getAttribute(r)===n+"")return Nt;return Md(e),n}});var VF=200,KF=64,jF=72,Hc=class extends V{constructor(){super();this.grid="";this.minWidth=0;this.bias=null;this.perf=null;this.rowTemplate=t=>this.renderRow(t);this.table=null,this.rows=[],this.sort="bias",this.dir="asc",this.picks=[],this.colors=new Map}willUpdate(t){let r=this.table;if(t.has("table")&&(this.bias=r?hl(r,r.bias):null,this.perf=r?.performance?hl(r,r.performance):null),r){let i=[`minmax(${VF}px, 2fr)`,`${KF}px`,`minmax(${G0(r.bias)}px, 1fr)`,...r.performance?[`minmax(${G0(r.performance)}px, 1fr)`,`${jF}px`]:[],...r.hparams.map(s=>`${M3(s,r.columns[ks+s]??[])}px`)];this.minWidth=i.reduce((s,o)=>s+Number(/(\d+)px/.exec(o)[1]),0),this.grid=`grid-template-columns: ${i.join(" ")}; min-width: ${this.minWidth}px`}this.rowTemplate=i=>this.renderRow(i)}missing(t,r){return h`<div class="cell num missing" role="cell" data-col=${t} title=${r}>—</div>`}headlineCell(t,r,i){let s=t.role,o=r.value[i],a=this.table.level;if(o===null)return this.missing(s,W0(t,null,null,null,a));let l=r.lower[i],u=r.upper[i],c=Wh(t,l,u);return h`<div
      class="cell num headline"
      role="cell"
      data-col=${s}
      data-v=${String(o)}
      data-lower=${l??y}
      data-upper=${u??y}
      title=${W0(t,o,l,u,a)}
    >
      <span class="v">${ml(t,o)}</span>${c?h`<span class="iv">${c}</span>`:y}
    </div>`}hparamCell(t,r){let i=ks+t,s=this.table.columns[i]?.[r]??null;if(s===null||typeof s=="number"&&!Number.isFinite(s))return this.missing(i,`${t}: not logged by this run. Sorted last.`);let o=X0(s);return h`<div class="cell ${typeof s=="number"?"num":"text"}" role="cell" data-col=${i} data-v=${String(s)} title=${`${t} = ${o}`}>
      ${o}
    </div>`}renderRow(t){let r=this.table,i=r.columns.run[t],s=r.columns.step[t],o=r.columns.pareto[t]===!0,a=this.picks.indexOf(i),l=this.colors.get(i)??"var(--muted)";return h`<div class="row ${a>=0?"picked":""}" role="row" style=${this.grid} data-row=${t} data-run=${i} data-pareto=${String(o)}>
      <div class="cell run" role="cell" data-col="run">
        <input
          type="checkbox"
          name="pick"
          data-run=${i}
          .checked=${z6(a>=0)}
          aria-label=${`Pick ${i} to compare`}
          title="Pick two runs, then Compare A and B (the first picked is A)"
          @change=${u=>this.emit("pick-change",{run:i,on:u.target.checked})}
        />
        <span class="swatch" style="background: ${l}"></span>
        <button class="r" data-run=${i} title=${`${i}: click to open its report`} @click=${()=>this.emit("run-open",t)}>${i}</button>
        ${a>=0?h`<span class="pick-badge" title=${`Side ${a===0?"A":"B"} of Compare`}>${a===0?"A":"B"}</span>`:y}
      </div>
      ${typeof s=="number"?h`<div class="cell num" role="cell" data-col="step" data-v=${String(s)}>${C(s)}</div>`:this.missing("step","No step")}
      ${this.headlineCell(r.bias,this.bias,t)}
      ${r.performance?h`${this.headlineCell(r.performance,this.perf,t)}
              <div
                class="cell pareto"
                role="cell"
                data-col="pareto"
                data-v=${String(o)}
                title=${o?"On the Pareto front: no other run is better on both numbers":"Not on the Pareto front: another run is at least as good on both numbers, and better on one"}
              >
                ${o?"\u25C6":""}
              </div>`:y}
      ${r.hparams.map(u=>this.hparamCell(u,t))}
    </div>`}emit(t,r){this.dispatchEvent(new CustomEvent(t,{detail:r,bubbles:!0,composed:!0}))}headlineHead(t){let r=Ro(this.table?.level),i=t.better==="lower"?"lower is better":t.better==="higher"?"higher is better":"";return{key:t.role,name:Y0(t),sub:`${r?r+" ":""}interval`,title:`${t.title} (${t.name}): ${t.explanation}${i?` (${i})`:""}; with its ${r?r+" ":""}interval`}}render(){let t=this.table;if(!t)return y;let r=[{key:"run",name:"Run",sub:"",title:"The run (tick two to compare them; click a name to open its report)",text:!0},{key:"step",name:"Step",sub:"",title:"The step read for the run"},this.headlineHead(t.bias),...t.performance?[this.headlineHead(t.performance),{key:"pareto",name:"Pareto",sub:"",title:"On the Pareto front of bias and performance: no other run is better on both"}]:[],...t.hparams.map(i=>({key:`${ks}${i}`,name:i,sub:"hparam",title:`Hyperparameter ${i}, as the run logged it (HParams)`}))];return Qi(this,{columns:r,defaultDir:i=>q0(t,i),renderRow:this.rowTemplate,label:"Runs ranked",empty:"No run matches the filter.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,keyByPosition:!0})}};Hc.properties={...Sr,picks:{attribute:!1},colors:{attribute:!1}},Hc.styles=[U,...es,z`
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .head button {
        padding: 4px 6px;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .top {
        max-width: 100%;
      }
      .cell {
        padding: 0 6px;
      }
      .head [data-col='run'],
      .cell.run {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head [data-col='run'] {
        background: var(--header-bg);
      }
      .head [data-col='run']:hover {
        background: var(--header-hover);
      }
      .cell.run {
        display: flex;
        align-items: center;
        gap: 6px;
        height: 100%;
        background: inherit;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .cell.run input {
        height: auto;
        margin: 0;
        flex: none;
        cursor: pointer;
      }
      .swatch {
        width: 10px;
        height: 10px;
        border-radius: 50%;
        flex: none;
      }
      button.r {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
        cursor: pointer;
      }
      button.r:hover {
        color: var(--accent);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.r:focus-visible {
        outline: 2px solid var(--accent);
        outline-offset: 1px;
      }
      .pick-badge {
        flex: none;
        font-size: 10px;
        line-height: 14px;
        padding: 0 4px;
        border-radius: 7px;
        font-weight: 600;
        color: var(--bg);
        background: var(--accent);
      }
      .row.picked {
        background: var(--selected-bg);
      }
      .cell.headline {
        display: flex;
        justify-content: flex-end;
        align-items: baseline;
        gap: 6px;
      }
      .cell.headline .iv {
        color: var(--muted);
        font-size: 11px;
      }
      .missing {
        color: var(--muted);
        cursor: help;
      }
      .cell.pareto {
        text-align: center;
        color: var(--accent);
        font-weight: 600;
      }
      .cell.text {
        text-align: left;
      }
    `];customElements.define("fairness-runs-table",Hc);var qF=380,UF=16,WF=12,Vc=class extends V{constructor(){super();this.drawn=null;this.data=null,this.rows=[],this.colors=new Map,this.picks=[],this.width=460}willUpdate(t){(t.has("data")||t.has("rows")||t.has("colors")||t.has("picks")||t.has("width"))&&(this.drawn=this.draw())}color(t){return this.colors.get(t)??"var(--muted)"}draw(){let t=this.data;return t?t.performance?this.drawScatter(t,t.performance):this.drawRanked(t):null}tipText(t,r){let i=(a,l,u,c)=>{let p=Wh(a,u,c);return`${a.title}: ${ml(a,l)}${p?` ${p}`:""}`},s=t.columns.step[r.row],o=[`${r.run}${typeof s=="number"?` (step ${s})`:""}`,i(t.bias,r.x,r.xLower,r.xUpper)];return"y"in r&&t.performance&&o.push(i(t.performance,r.y,r.yLower,r.yUpper)),"pareto"in r&&r.pareto&&o.push("On the Pareto front"),o.push("Click: open its report"),o.join(`
`)}drawScatter(t,r){let{points:i,undrawn:s}=D3(t,this.rows);if(i.length===0)return{svg:document.createElement("div"),points:i,pixels:[],undrawn:s};let o=Yh(i.map(f=>f.x),i.map(f=>f.xLower),i.map(f=>f.xUpper),t.bias),a=Yh(i.map(f=>f.y),i.map(f=>f.yLower),i.map(f=>f.yUpper),r),l=L3(i),u=this.picks.map((f,m)=>({label:m===0?"A":"B",p:i.find(g=>g.run===f)})).filter(f=>f.p),c=f=>this.tipText(t,f),p=[...this.colors.keys()],d=Ae({width:this.width,height:qF,marginTop:26,marginLeft:52,marginRight:16,marginBottom:40,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:Gh(t.bias,"x"),labelAnchor:"center",labelArrow:"none",labelOffset:34,tickFormat:Xh(t.bias,o[0],o[1]),ticks:Math.max(3,Math.floor(this.width/80)),grid:!0,inset:10},y:{domain:a,inset:10,label:Gh(r,"y"),labelAnchor:"top",labelArrow:"none",tickFormat:Xh(r,a[0],a[1]),grid:!0},color:{domain:p,range:p.map(f=>this.color(f))},marks:[Ku({stroke:"var(--chart-rule)",strokeOpacity:.5}),Tt(i.filter(f=>f.xLower!==null&&f.xUpper!==null),{x1:"xLower",x2:"xUpper",y:"y",stroke:"run",strokeOpacity:.45,strokeWidth:1,clip:!0}),Fe(i.filter(f=>f.yLower!==null&&f.yUpper!==null),{x:"x",y1:"yLower",y2:"yUpper",stroke:"run",strokeOpacity:.45,strokeWidth:1,clip:!0}),lr(l,{x:"x",y:"y",stroke:"var(--accent)",strokeWidth:1.5,strokeDasharray:"5,3",clip:!0}),nt(l,{x:"x",y:"y",r:7.5,stroke:"var(--accent)",strokeWidth:2,fill:"none",ariaHidden:"true"}),nt(i,{x:"x",y:"y",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:4.5,ariaLabel:f=>f.run,title:c,tip:{fontSize:12,lineHeight:1.3}}),qa(u.map(f=>({...f.p,label:f.label})),{x:"x",y:"y",text:"label",dy:-12,fontWeight:700,fontSize:12,fill:"var(--fg)",stroke:"var(--chart-halo)",strokeWidth:3,paintOrder:"stroke"})]});return this.finish(d,i,f=>({x:f.x,y:f.y}),s)}drawRanked(t){let{points:r,undrawn:i}=N3(t,this.rows);if(r.length===0)return{svg:document.createElement("div"),points:r,pixels:[],undrawn:i};let s=Yh(r.map(c=>c.x),r.map(c=>c.xLower),r.map(c=>c.xUpper),t.bias),o=c=>Di(c,11),a=Math.min(170,Math.max(...r.map(c=>o(c.run)))+4),l=[...this.colors.keys()],u=Ae({width:this.width,height:r.length*UF+70,marginTop:10,marginLeft:a+12,marginRight:16,marginBottom:40,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:s,label:Gh(t.bias,"x"),labelAnchor:"center",labelArrow:"none",labelOffset:34,tickFormat:Xh(t.bias,s[0],s[1]),ticks:Math.max(3,Math.floor((this.width-a)/80)),grid:!0,axis:"bottom",inset:10},y:{domain:r.map(c=>c.run),label:null,tickSize:0,tickFormat:c=>ww(c,a,o)},color:{domain:l,range:l.map(c=>this.color(c))},marks:[Tt(r.filter(c=>c.xLower!==null&&c.xUpper!==null),{x1:"xLower",x2:"xUpper",y:"run",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0}),nt(r,{x:"x",y:"run",fill:"run",stroke:"var(--chart-halo)",r:4.5,ariaLabel:c=>c.run,title:c=>this.tipText(t,c),tip:{fontSize:12,lineHeight:1.3}})]});return this.finish(u,r,c=>({x:c.x,y:c.run}),i)}finish(t,r,i,s){let o=new Map(r.map(f=>[f.run,f])),a=t.tagName.toLowerCase()==="svg"?t:t.querySelector("svg")??t;a.setAttribute("data-chart",this.data?.performance?"scatter":"ranked");for(let f of a.querySelectorAll('g[aria-label="dot"] circle[aria-label]')){let m=o.get(f.getAttribute("aria-label")??"");m&&(f.setAttribute("data-run",m.run),f.setAttribute("data-x",String(m.x)),"y"in m&&f.setAttribute("data-y",String(m.y)),"pareto"in m&&f.setAttribute("data-pareto",String(m.pareto)))}let l=t.scale("x"),u=t.scale("y"),c=r.map(f=>{let{x:m,y:g}=i(f),v=Number(u?.apply(g)),b=typeof g=="string"?(u?.bandwidth??0)/2:0;return{x:Number(l?.apply(m)),y:v+b}}),p=Number(a.getAttribute("height")),d=f=>{let m=a.getBoundingClientRect();if(m.width===0||m.height===0)return null;let g=Number(a.getAttribute("width")??m.width)/m.width,v=(p||m.height)/m.height;return gh(c,(f.clientX-m.left)*g,(f.clientY-m.top)*v,WF*g)};return a.addEventListener("click",f=>{let m=d(f);m!==null&&this.dispatchEvent(new CustomEvent("run-open",{detail:r[m].row,bubbles:!0,composed:!0}))}),a.addEventListener("pointermove",f=>a.classList.toggle("over-point",d(f)!==null)),{svg:t,points:r,pixels:c,undrawn:s}}render(){let t=this.data,r=this.drawn;if(!t||!r)return y;let i=Ro(t.level),s=r.undrawn>0?h`<div class="legend-line" data-role="undrawn">
            ${r.undrawn} ${r.undrawn===1?"run":"runs"} not drawn:
            ${t.performance?`${t.bias.title} or ${t.performance.title}`:t.bias.title} undefined (— in the table).
          </div>`:y;return r.points.length===0?h`<div class="none">No run shown has ${t.performance?"both numbers":`a ${t.bias.title}`} defined: nothing to draw.</div>
        ${s}`:h`${r.svg}
      <div class="legend-line">
        ${t.performance?h`<span class="front">◆ Pareto front</span> (dashed line, ringed dots): no other run is better on both numbers (over
                every run read, whatever the filter). `:h`Ranked, better first. `}
        Whiskers: ${i?`${i} `:""}intervals. Hover a dot for its numbers; click it to open its report.
      </div>
      ${s}`}};Vc.properties={data:{attribute:!1},rows:{attribute:!1},colors:{attribute:!1},picks:{attribute:!1},width:{attribute:!1}},Vc.styles=[U,z`
      :host {
        display: block;
      }
      svg {
        cursor: crosshair;
        overflow: visible;
      }
      svg.over-point {
        cursor: pointer;
      }
      .none {
        padding: 16px;
        color: var(--muted);
      }
      .legend-line {
        font-size: 12px;
        color: var(--muted);
        margin-top: 2px;
      }
      .legend-line .front {
        color: var(--accent);
        font-weight: 600;
      }
    `];customElements.define("fairness-runs-scatter",Vc);var GF="fairness:runs-rendered",YF=1280,XF=470,B6=760,JF=380,Kc=class extends V{constructor(){super();this.request=new ie;this.stepsRequest=new ie;this.csvRequest=new ie;this.shell=new Ne(this,[this.request,this.stepsRequest,this.csvRequest]);this.sortKey="bias";this.sortDir="asc";this.shown=[];this.filterError=null;this.colors=new Map;this.pendingMark=!1;this.resize=new ResizeObserver(t=>{let r=Math.floor(t[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.onColors=()=>{this.colors=this.runColors(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=K0(),this.data=null,this.steps=[],this.width=0,this.csvError=null}connectedCallback(){super.connectedCallback(),vn().addEventListener(Jr,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),vn().removeEventListener(Jr,this.onColors),this.resize.disconnect()}routeParams(){return{tag:this.tag,step:this.selection.step,options:k3(this.options,this.selection,this.declaration)}}async load(){if(!this.api||!this.tag)return;let t=this.routeParams(),r=await this.shell.run(this.request,i=>this.api.runs(t,i),()=>this.data=null);r!==re&&(this.data=r,this.pendingMark=!0,this.shell.ready())}async loadSteps(){if(!this.api||!this.tag||!this.run)return;let t=this.run,r=this.tag;try{let i=await this.stepsRequest.run(s=>this.api.steps(t,r,s));i!==re&&(this.steps=i.steps.map(s=>s.step))}catch{}}change(t){this.selection=t,Le(this,Uh(t,this.declaration))}runColors(){let t=(this.data?.columns.run??[]).filter(s=>!this.runs.includes(s)),r=[...this.runs,...t],i=el(r,oh());return new Map(r.map((s,o)=>[s,i[o]]))}willUpdate(t){if(this.hasUpdated){let r=t.has("tag")||t.has("options")||t.has("kind")||t.has("declaration")||t.has("api")||t.has("revision");if(t.has("declaration")||t.has("runs")){let i=Yr(Xr(this.selection.own,Gr,this.declaration),Gr,this.declaration),s=j0(this.selection.picks,this.runs);JSON.stringify(i)!==JSON.stringify(this.selection.own)||s.length!==this.selection.picks.length?this.change({...this.selection,own:i,picks:s}):t.has("declaration")&&Le(this,Uh(this.selection,this.declaration)),r||=t.has("runs")}if(t.has("selection")){let i=t.get("selection");(!i||i.step!==this.selection.step||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load(),(t.has("tag")||t.has("run")||t.has("revision"))&&this.loadSteps()}else{let r=S3(this.params,this.declaration);this.selection={...r,picks:j0(r.picks,this.runs)},Le(this,Uh(this.selection,this.declaration)),this.load(),this.loadSteps()}if(t.has("data")||t.has("runs")||t.has("selection")){let r=this.data,{key:i,dir:s}=A3(r,this.selection);if(this.sortKey=i,this.sortDir=s,r){let o=P3(r,E3(r,i,s),this.selection.search);this.shown=o.rows,this.filterError=o.error}else this.shown=[],this.filterError=null}(t.has("data")||t.has("runs"))&&(this.colors=this.runColors())}updated(){if(!this.pendingMark||typeof performance>"u")return;let t=this.renderRoot.querySelector("fairness-runs-table"),r=()=>{this.pendingMark&&(t?.shadowRoot?.querySelector(".row")||this.data?.rows===0?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(GF))):requestAnimationFrame(r))};!t&&this.data?.rows!==0||r()}onSort(t){let{column:r,dir:i}=t.detail;this.change({...this.selection,sort:r,dir:i})}onPick(t,r){this.change({...this.selection,picks:T3(this.selection.picks,t,r)})}openRow(t){this.data&&ri(this,J0(this.data,t,this.selection))}side(t){let r=this.data,i=r?r.columns.run.indexOf(t):-1;return r&&i>=0?J0(r,i,this.selection):{run:t,step:this.selection.step}}openCompare(){let[t,r]=this.selection.picks;t===void 0||r===void 0||r6(this,{a:this.side(t),b:this.side(r),options:this.selection.own})}async download(){let t=this.routeParams();this.csvError=null;let r;try{r=await this.csvRequest.run(i=>this.api.runsCsv(t,i))}catch(i){this.csvError=vt(i);return}r!==re&&Wi(r,I3(t.tag,t.step))}renderStep(){let t=this.selection.step,r=R3([...this.steps,...this.data?.columns.step??[]],t);return h`<label class="field" title="The step every run is read at: each run's latest, or one step for all">
      <span class="name">Step</span>
      <select
        name="runs-step"
        @change=${i=>{let s=i.target.value;this.change({...this.selection,step:s===""?null:Number(s)})}}
      >
        <option value="" .selected=${t===null}>latest</option>
        ${r.map(i=>h`<option value=${String(i)} .selected=${i===t}>${C(i)}</option>`)}
      </select>
    </label>`}renderFilter(){return h`<label class="field">
      <span class="name">Filter runs (regex)</span>
      <input
        name="run_filter"
        placeholder="e.g. lr_0\\.01|adam"
        class=${this.filterError?"invalid":""}
        aria-invalid=${this.filterError?"true":"false"}
        title=${this.filterError??"A regular expression over the run names (case-insensitive), as in TensorBoard"}
        .value=${this.selection.search}
        @input=${t=>this.change({...this.selection,search:t.target.value})}
      />
    </label>`}renderCompare(){let[t,r]=this.selection.picks,i=t!==void 0&&r!==void 0,s=i?`Open Compare with ${t} as A and ${r} as B`:"Tick two runs in the table (the first is A, the second B), then compare them";return h`<div class="picked">
      ${t!==void 0?h`<span class="names" title=${[t,r].filter(Boolean).join(" vs ")}>
            <span class="pick-badge">A</span> ${t}${r!==void 0?h` <span class="pick-badge">B</span> ${r}`:y}
          </span>`:y}
      <button class="primary" name="compare-picked" ?disabled=${!i} title=${s} @click=${()=>this.openCompare()}>
        Compare A and B
      </button>
      ${this.selection.picks.length?h`<button class="primary" name="clear-picks" title="Untick the picked runs" @click=${()=>this.change({...this.selection,picks:[]})}>
              Clear
            </button>`:y}
    </div>`}renderSkipped(t){return t.skipped.length===0?y:h`<details class="skipped" data-role="skipped" ?open=${t.rows===0}>
      <summary>${t.skipped.length} ${t.skipped.length===1?"run":"runs"} left out (why)</summary>
      <ul>
        ${t.skipped.map(r=>h`<li data-run=${r.run}><span class="run">${r.run}</span>: ${r.reason}</li>`)}
      </ul>
    </details>`}renderSummary(t){let r=z3(t.options,this.declaration),i=Ro(t.level);return h`<div class="summary" data-shown=${this.shown.length} data-rows=${t.rows}>
      <span
        >Runs of <b>${t.tag}</b> (${this.kindTitle||t.kind} reports) at
        ${t.step===null?"their latest step":h`step <b>${C(t.step)}</b>`} ·
        ${r?h`options: <span class="options">${r}</span>`:"the default options"}${i?` \xB7 ${i} intervals`:""}</span
      >
      ${Yi(this.shown.length,t.rows,t.rows===1?"run":"runs")}
      <span class="muted">Click a run to open its report; tick two to compare them.</span>
    </div>`}renderBody(t){if(t.rows===0)return h`<div class="body">
        <div class="message none" data-role="empty">
          No run has a report under <b>${t.tag}</b>${t.step===null?"":h` at step ${C(t.step)}`} that could be ranked.
        </div>
        ${this.renderSkipped(t)}
      </div>`;let r=this.width>=YF,i=r?XF:Math.max(320,Math.min(this.width||B6,B6)),s=24*Math.max(1,this.shown.length)+44,o=Math.min(JF,s),a=t.performance?`${t.performance.title} against ${t.bias.title}`:`${t.bias.title} by run`;return h`<div class="body ${this.shell.loading?"stale":""}">
      ${this.renderSummary(t)} ${this.renderSkipped(t)}
      <div class="main ${r?"wide":"narrow"}" style=${`--table-height: ${Math.max(120,o)}px; --table-content: ${s}px`}>
        <div class="table-box">
          <fairness-runs-table
            .table=${t}
            .rows=${this.shown}
            .sort=${this.sortKey}
            .dir=${this.sortDir}
            .picks=${this.selection.picks}
            .colors=${this.colors}
            @sort-change=${l=>this.onSort(l)}
            @pick-change=${l=>this.onPick(l.detail.run,l.detail.on)}
            @run-open=${l=>this.openRow(l.detail)}
          ></fairness-runs-table>
        </div>
        <section class="chart-box" style=${`width: ${i}px`} aria-label=${a}>
          <h3>${a}</h3>
          <fairness-runs-scatter
            .data=${t}
            .rows=${this.shown}
            .colors=${this.colors}
            .picks=${this.selection.picks}
            .width=${i}
            @run-open=${l=>this.openRow(l.detail)}
          ></fairness-runs-scatter>
        </section>
      </div>
    </div>`}render(){let t=this.data;return h`<div class="controls">
        <div class="group" role="group" aria-label="Runs selection">
          ${this.renderStep()} ${this.renderFilter()}
          <fairness-mode-options
            .mode=${"runs"}
            .api=${this.api}
            .source=${this.runs.length?{run:null,tag:this.tag,step:null}:null}
            .revision=${this.revision}
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            @own-options=${r=>this.change({...this.selection,own:r.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.renderCompare()}
          ${this.shell.renderCsvButton("download-runs",t!==null,()=>{this.download()},"Every run as CSV (the runs route with format=csv: run, step, the headlines and their intervals, pareto, hparam/...)")}
          ${this.filterError?h`<div class="search-error" role="alert" title=${this.filterError}>Invalid regex: ${this.filterError}</div>`:y}
          ${this.csvError?h`<div class="search-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>`:y}
        </div>
      </div>
      ${this.shell.renderError("Could not rank the runs",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(t,r=>this.renderBody(r),"Loading the runs\u2026")}`}};Kc.properties={...Ko,revision:{attribute:!1},selection:{state:!0},data:{state:!0},steps:{state:!0},width:{state:!0},csvError:{state:!0}},Kc.styles=[U,je,ze,br,ot,I6,z`
      .body > .main.wide {
        flex: 1 1 0;
        min-height: 460px;
      }
    `];customElements.define("fairness-runs",Kc);var F6="",jc=class extends V{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(n){this.dispatchEvent(new CustomEvent("report-change",{detail:n,bubbles:!0,composed:!0}))}render(){let n=this.ref,t=this.runs.find(i=>i.run===n.run),r=t?.tags??[];return h`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>h`<option .value=${i.run} .selected=${i.run===n.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>h`<option .value=${i} .selected=${i===n.tag} title=${t?this.kindTitle(t.run,i):y}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===F6?null:Number(s)})}}
        >
          <option .value=${F6} .selected=${n.step===null}>latest</option>
          ${(this.steps??[]).map(i=>h`<option .value=${String(i.step)} .selected=${i.step===n.step}>
                ${i.step} · ${Ki(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};jc.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},jc.styles=[U,je,z`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",jc);var ZF=[{term:"Interval",code:"lower, upper",text:"Where the true value lies with the chosen confidence (95% by default): Wilson for rates, Newcombe for differences of rates, the delta method or score intervals for association gaps, bootstrap by household for scores per income or region."},{term:"p",code:"p_value",text:"How surprising the difference would be if there were none: small means the difference is unlikely to be noise alone."},{term:"\u2605",code:"significant",text:"Significant after Benjamini-Hochberg at the false discovery rate (FDR): among the starred rows, at most that share are expected to be noise."},{term:"Insufficient",code:"min_count",text:"Too few examples to trust: greyed, never starred, left out of headline numbers."},{term:"Verdict",code:"verdict",text:"In Compare: worsened or improved when the change of the bias from A to B is significant (FDR over the rows), and then the interval shown is the FCR-adjusted one (Benjamini-Yekutieli), which excludes 0; no significant change when it is not (its interval is the marginal one, and its q-value above the FDR); undetermined when a side has too little data or lacks the row."},{term:"Bias",code:"bias_a, bias_b",text:"What Compare judges for each row: never negative, lower is better (for example |gap|, the best-minus-worst disparity, Cram\xE9r\u2019s V, a spread between groups)."},{term:"Pareto front",code:"pareto",text:"In Runs: the runs no other run beats on both the bias and the performance headline (at least as good on both, better on one). Moving along the front trades one for the other; a run off it is beaten by some run on it."}];function QF(e){return e==="higher"?"Higher is better.":e==="lower"?"Lower is better.":""}function H6(e){let n=[];return e&&(n.push({title:`Headline numbers (${e.title} reports)`,entries:e.headlines.map(t=>({term:t.title,code:t.name,text:[t.explanation,QF(t.better)].filter(Boolean).join(" ")}))}),n.push({title:"Compare",entries:[{term:`The bias: ${e.bias.name}`,code:e.bias.value,text:`Per ${e.bias.key||"row"}, in report A and in report B, with intervals; the change B \u2212 A and its verdict.`}]}),n.push({title:"Options",entries:e.options.map(t=>{let r=t.type==="str"?"":Ds(e,t.name),i=t.default===null||t.default===void 0?"":` Default ${String(t.default)}.`,s=o=>o?o[0].toUpperCase()+o.slice(1)+".":"";return{term:t.name.replace(/_/g," "),code:t.name,text:`${s(t.help)}${i}${r?` ${s(r)}`:""}`}})})),n.push({title:"Reading the tables",entries:ZF}),n}var qc=class extends V{constructor(){super();this.onKey=t=>{this.open&&t.key==="Escape"&&this.close()};this.declaration=null,this.open=!1}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey)}close(){this.open=!1,this.shadowRoot?.querySelector("button.help")?.focus()}render(){return h`<button
        class="help"
        name="help"
        aria-expanded=${this.open?"true":"false"}
        aria-controls="help-panel"
        title="What the numbers, marks and options mean"
        @click=${()=>this.open=!this.open}
      >
        ?</button
      >${this.open?this.renderPanel():y}`}renderPanel(){return h`<div class="panel" id="help-panel" role="dialog" aria-label="Help">
      <header>
        <h2>What this tab shows</h2>
        <button class="close" name="close-help" title="Close (Esc)" @click=${()=>this.close()}>×</button>
      </header>
      ${H6(this.declaration).map(t=>h`<section data-section=${t.title}>
            <h3>${t.title}</h3>
            <dl>
              ${t.entries.map(r=>h`<dt>${r.term}${r.code?h`<code>${r.code}</code>`:y}</dt><dd>${r.text}</dd>`)}
            </dl>
          </section>`)}
    </div>`}};qc.properties={declaration:{attribute:!1},open:{type:Boolean,reflect:!0}},qc.styles=[U,z`
      :host {
        position: relative;
      }
      button.help {
        width: 26px;
        height: 26px;
        border-radius: 50%;
        border: 1px solid var(--border);
        background: var(--surface, transparent);
        color: var(--muted);
        cursor: pointer;
        font-weight: 600;
      }
      button.help:hover,
      button.help[aria-expanded='true'] {
        color: var(--accent);
        border-color: var(--accent);
      }
      .panel {
        position: absolute;
        right: 0;
        top: 32px;
        z-index: 10;
        width: min(560px, 90vw);
        max-height: 70vh;
        overflow: auto;
        background: var(--bg);
        color: var(--fg);
        border: 1px solid var(--border);
        border-radius: 4px;
        box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
        padding: 8px 16px 12px;
      }
      .panel header {
        display: flex;
        justify-content: space-between;
        align-items: center;
      }
      h2 {
        font-size: 14px;
        margin: 6px 0;
      }
      h3 {
        font-size: 13px;
        margin: 12px 0 4px;
        color: var(--muted);
        font-weight: 500;
      }
      dl {
        margin: 0;
      }
      dt {
        font-weight: 500;
        margin-top: 6px;
      }
      dt code {
        font-weight: 400;
        color: var(--muted);
        margin-left: 6px;
        font-size: 11px;
      }
      dd {
        margin: 2px 0 0;
        line-height: 1.4;
      }
      button.close {
        border: none;
        background: none;
        color: var(--muted);
        font-size: 18px;
        cursor: pointer;
      }
    `];customElements.define("fairness-help",qc);var Co=class extends V{constructor(t){super();this.tags=null;this.kinds=null;this.tableViews=new Map;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new ie;this.kindsRequest=new ie;this.stepsRequest=new ie;this.refreshRequest=new ie;this.stopRefresh=null;this.onTheme=()=>{this.theme=vn().theme};this.api=t??new Jt;let r=T$();this.ref=y$(r);let i=FA(w$(r),ke);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend,runs:i.runs},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading",this.theme="light"}connectedCallback(){super.connectedCallback();let t=vn();this.theme=t.theme,t.addEventListener(bh,this.onTheme),this.stopRefresh=t.onRefresh(()=>{this.refresh()}),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),vn().removeEventListener(bh,this.onTheme),this.stopRefresh?.(),this.stopRefresh=null,this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel(),this.refreshRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let t,r;try{[t,r]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail(vt(o));return}if(t===re||r===re)return;this.kinds=r,this.tags=t;let i=this.viewKinds();this.runs=bm(t.runs,i),this.unknownKinds=vm(t.runs,i);let s=ld(this.ref,this.runs);if(s===null){this.shellStatus="empty";return}s.moved&&this.resetViewState(),this.setRef(s.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(t=!1){let{run:r,tag:i}=this.ref;if(r===null||i===null)return;t||(this.steps=null);let s;try{s=await this.stepsRequest.run(a=>this.api.steps(r,i,a))}catch(a){t||this.fail(vt(a));return}if(s===re)return;this.steps=s.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let o=this.ref.step;o!==null&&!s.steps.some(a=>a.step===o)&&this.setRef({...this.ref,step:null})}async refresh(){if(this.tags===null){this.shellStatus==="error"&&this.runs===null&&this.loadTags();return}let t;try{t=await this.refreshRequest.run(f=>this.api.tags(f))}catch{return}let r=this.tags;if(t===re||r===null||fE(r.runs,t.runs))return;let i=ah(r.runs,this.ref.run,this.ref.tag);this.tags=t;let s=this.viewKinds(),o=bm(t.runs,s);JSON.stringify(o)!==JSON.stringify(this.runs)&&(this.runs=o),this.unknownKinds=vm(t.runs,s);let a=ld(this.ref,o);if(a===null){this.shellStatus="empty";return}a.moved&&this.resetViewState();let l=a.ref,u=hE(l.step,i,ah(t.runs,l.run,l.tag)),c=u===l.step?l:{...l,step:u},p=c.run!==this.ref.run||c.tag!==this.ref.tag;c!==this.ref&&this.setRef(c);let d=this.shellStatus==="empty";d&&(this.shellStatus="ready"),(d||p||i!==ah(t.runs,c.run,c.tag))&&this.loadSteps(!(d||p)),this.requestUpdate()}fail(t){this.error=t,this.shellStatus="error"}kindOfRef(t){return this.tags?x$(this.tags.runs,t):null}viewOf(t){let r=$$(Rc,t);if(r||t===null)return r;let i=this.declaration(t);if(!i)return null;let s=this.tableViews.get(t);return s||this.tableViews.set(t,s=$3(i)),s}viewKinds(){let t=Rc.map(r=>r.kind);return[...t,...(this.kinds?.kinds??[]).map(r=>r.name).filter(r=>!t.includes(r))]}declaration(t){return h$(this.kinds,t)}setRef(t){this.ref=t,this.writeHash()}writeHash(){let t=this.mode==="report"?[]:[[ke+xw,this.mode]];R$(ke,[...v$(this.ref),...t,...this.viewState,...this.modeState.compare,...this.modeState.trend,...this.modeState.runs])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[],runs:[]},this.modeMount={compare:[],trend:[],runs:[]}}onModeChange(t){t!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=t,this.writeHash())}onOpenReport(t){let r=t.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:t.run,step:t.step}),r&&this.loadSteps()}onOpenCompare(t){let r=this.resolved?this.kindOfRef(this.resolved):null,i=O3(this.modeState.compare,t.a,t.b,t.options,this.declaration(r));this.modeState={...this.modeState,compare:i},this.onModeChange("compare")}onTagChange(t){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[t]?this.ref.run:Object.keys(r).sort().find(s=>r[s][t]);i!==void 0&&this.onReportChange({run:i,tag:t})}onReportChange(t){let r=this.ref,i={...r,...t},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=ld(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(t){this.mode==="report"?this.viewState=t:this.modeState={...this.modeState,[this.mode]:t},this.writeHash()}willUpdate(t){if(t.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${Rc.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return h`<div class="message" role="status">
      ${this.unknownKinds.length?h`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:h`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${Rc.map(i=>h`<li>${i.hint()}</li>`)}
      </ul>
      <p>For example, then reload this page:</p>
      <pre>${r}</pre>
    </div>`}renderError(){return h`<div class="message error" role="alert">
      <h2>Could not load the list of reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>{this.runs?this.loadSteps():this.loadTags()}}>
        Try again
      </button>
    </div>`}renderTabs(){let t=(o,a,l)=>h`<button
        role="tab"
        name=${"mode-"+o}
        aria-selected=${this.mode===o?"true":"false"}
        title=${l}
        @click=${()=>this.onModeChange(o)}
      >
        ${a}
      </button>`,r=this.ref,i=this.tags?KA(this.tags.runs,this.viewKinds()):[],s=this.resolved?this.kindOfRef(this.resolved):null;return h`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${t("report","Report","One report: the run, tag and step picked")}
        ${t("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${t("trend","Trends","Headline numbers over steps, several runs overlaid")}
        ${t("runs","Runs","Every run of the tag ranked at one step: bias against performance, the Pareto front, hyperparameters")}
      </div>
      ${this.mode==="report"?y:h`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${o=>this.onTagChange(o.target.value)}>
              ${i.map(o=>h`<option .value=${o} .selected=${o===r.tag}>${o}</option>`)}
            </select>
          </label>`}
      <fairness-help class="help" .declaration=${s?this.declaration(s):null}></fairness-help>
    </div>`}modeProps(t,r){let i=this.tags?VA(this.tags.runs,t,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=HA(this.viewState,ke,m$(this.declaration(r))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let t=this.resolved;if(!t||!this.runs)return y;let r=this.kindOfRef(t),i=this.viewOf(r);if(!i||r===null)return h`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(t.tag,r);return this.mode==="compare"?h`<fairness-compare
        .api=${this.api}
        .tag=${t.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${t.run}
        .step=${t.step}
        .options=${o}
        .params=${this.modeMount.compare}
        .revision=${this.tags?lh(this.tags.runs,t.tag):""}
      ></fairness-compare>`:this.mode==="runs"?h`<fairness-runs
        .api=${this.api}
        .tag=${t.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${t.run}
        .step=${t.step}
        .options=${o}
        .params=${this.modeMount.runs}
        .revision=${this.tags?lh(this.tags.runs,t.tag):""}
      ></fairness-runs>`:h`<fairness-trend
      .api=${this.api}
      .tag=${t.tag}
      .kind=${r}
      .kindTitle=${i.title}
      .declaration=${this.declaration(r)}
      .runs=${s}
      .run=${t.run}
      .step=${t.step}
      .options=${o}
      .params=${this.modeMount.trend}
      .revision=${this.tags?lh(this.tags.runs,t.tag):""}
    ></fairness-trend>`}renderView(){let t=this.resolved;if(!t||!this.runs)return y;let r=this.kindOfRef(t),i=this.viewOf(r);if(!i)return h`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=h`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${this.viewOf(l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:t,info:this.tags?.runs[t.run]?.[t.tag]??null,declaration:this.declaration(r),params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let t=this.status==="loading";return h`
      ${t?h`<div class="bar" role="progressbar" aria-label="Loading"></div>`:y}
      ${this.runs===null&&this.shellStatus==="loading"?h`<div class="loading">Loading reports…</div>`:y}
      ${this.shellStatus==="error"?this.renderError():y}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
        @open-compare=${r=>this.onOpenCompare(r.detail)}
      >
        ${this.runs?this.renderTabs():y}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};Co.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"},theme:{reflect:!0,attribute:"data-theme"}},Co.styles=[s1,U,ze,je,z`
      .modes {
        display: flex;
        align-items: flex-end;
        gap: 16px;
        flex-wrap: wrap;
      }
      .modes fairness-help {
        margin-left: auto;
        align-self: center;
      }
      [role='tablist'] {
        display: flex;
        border-bottom: 1px solid var(--border);
      }
      [role='tab'] {
        font: inherit;
        background: none;
        border: none;
        border-bottom: 2px solid transparent;
        padding: 6px 14px;
        cursor: pointer;
        color: inherit;
      }
      [role='tab'][aria-selected='true'] {
        border-bottom-color: var(--accent);
        color: var(--accent);
        font-weight: 600;
      }
      :host {
        display: flex;
        flex-direction: column;
        height: 100%;
        min-height: 0;
        padding: 12px 16px;
        gap: 10px;
        background: var(--bg);
        color: var(--fg);
        box-sizing: border-box;
      }
      .bar {
        position: fixed;
        left: 0;
        right: 0;
        top: 0;
        height: 2px;
        overflow: hidden;
        z-index: 2;
      }
      .bar::after {
        content: '';
        position: absolute;
        height: 100%;
        width: 30%;
        background: var(--accent);
        animation: slide 1.1s ease-in-out infinite;
      }
      @keyframes slide {
        from {
          left: -30%;
        }
        to {
          left: 100%;
        }
      }
      ul {
        padding-left: 20px;
      }
      li {
        margin: 4px 0;
      }
    `];customElements.define("fairness-app",Co);function Due(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new Co)}export{Due as render};
/*! Bundled license information:

@lit-labs/virtualizer/layouts/shared/SizeCache.js:
@lit-labs/virtualizer/layouts/shared/BaseLayout.js:
@lit-labs/virtualizer/layouts/flow.js:
@lit-labs/virtualizer/events.js:
@lit-labs/virtualizer/ScrollerController.js:
@lit-labs/virtualizer/Virtualizer.js:
@lit-labs/virtualizer/virtualize.js:
@lit-labs/virtualizer/LitVirtualizer.js:
@lit-labs/virtualizer/lit-virtualizer.js:
  (**
   * @license
   * Copyright 2021 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/css-tag.js:
  (**
   * @license
   * Copyright 2019 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/reactive-element.js:
lit-html/lit-html.js:
lit-element/lit-element.js:
@lit/reactive-element/decorators/property.js:
lit-html/directive.js:
lit-html/async-directive.js:
lit-html/directives/repeat.js:
  (**
   * @license
   * Copyright 2017 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/is-server.js:
  (**
   * @license
   * Copyright 2022 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/directive-helpers.js:
lit-html/directives/live.js:
  (**
   * @license
   * Copyright 2020 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)
*/
